/**
 * No white screen: every region of the shell (header, menu, tab bar, each page, each popup and
 * drawer) and every element used alone sits in a boundary of its own. A render error there shows
 * a readable panel in that region only: what failed, the error's message, and a retry that runs
 * the region's reload (evicting the data it drew from) and mounts it again from scratch.
 */
import { useStore } from '@nanostores/react';
import { Component, Fragment } from 'react';
import type { ReactNode } from 'react';
import { defineWords } from '../../core/i18n/index.ts';
import { chunkTimeoutMessage, isChunkTimeout, retryFailedLoad } from './load-timeout.ts';
import { usePlatform } from './platform.ts';
import { Styles } from './adopted-styles.tsx';

/** [zh-CN, en-US] (core's `defineWords`). Kept here: only the boundary draws these words. */
const REGION_NAMES = {
  screen: ['应用界面', 'The app'],
  header: ['页头', 'The header'],
  menu: ['菜单', 'The menu'],
  tabs: ['标签栏', 'The tab bar'],
  page: ['页面', 'The page'],
  popup: ['弹出窗口', 'The popup'],
  drawer: ['抽屉面板', 'The drawer'],
  list: ['列表', 'The list'],
  form: ['表单', 'The form'],
  pdf: ['PDF 查看器', 'The PDF viewer'],
  component: ['组件', 'The component'],
} as const satisfies Record<string, readonly [string, string]>;

const TEXTS = {
  failed: ['%s出错了，无法显示', '%s failed and cannot be shown'],
  hint: ['其他部分不受影响。可以重试，或联系管理员检查配置。', 'The rest still works. Try again, or ask your administrator to check the configuration.'],
  retry: ['重试', 'Retry'],
  close: ['关闭', 'Close'],
  unknown: ['未知错误', 'Unknown error'],
  chunkMissing: [
    '界面的一部分无法加载：可能已发布了新版本，请刷新页面。',
    'A part of the app could not be loaded: a new version may have been deployed. Reload the page.',
  ],
  reload: ['刷新页面', 'Reload the page'],
} as const satisfies Record<string, readonly [string, string]>;

export type BoundaryRegion = keyof typeof REGION_NAMES;

const regionWords = defineWords('boundary-region', REGION_NAMES);
const boundaryWords = defineWords('boundary', TEXTS);

/** A readable message whatever was thrown (an Error, a string, an object, nothing). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') return (error as { message: string }).message;
  return '';
}

/**
 * A chunk the browser could not fetch or read: after a new deployment the old page asks for files
 * that are gone, and asking again never helps; a reload brings the new version's files.
 */
export function isChunkMissing(error: unknown): boolean {
  return /dynamically imported module|Importing a module script failed/i.test(errorMessage(error));
}

/** The panel's own look, so it reads well in any shadow root (shell, list, form, viewer). */
const PANEL_CSS = `
.error-panel { display: flex; flex-direction: column; align-items: flex-start; gap: 0.5rem; margin: 0.75rem;
  padding: 1rem 1.25rem; border: 1px solid var(--sl-color-danger-300, #fca5a5); border-radius: var(--sl-border-radius-medium, 6px);
  background: var(--sl-color-danger-50, #fef2f2); color: var(--sl-color-neutral-800, #1f2937); font: inherit; max-width: 48rem; }
.error-panel strong { color: var(--sl-color-danger-700, #b91c1c); }
.error-panel .error-panel-message { font-family: var(--sl-font-mono, monospace); font-size: 0.875em; overflow-wrap: anywhere;
  max-height: 8em; overflow: auto; white-space: pre-wrap; }
.error-panel .error-panel-actions { display: flex; gap: 0.5rem; }
.error-panel button { font: inherit; padding: 0.25rem 0.875rem; border-radius: var(--sl-border-radius-medium, 6px); cursor: pointer;
  border: 1px solid var(--sl-color-primary-600, #0284c7); background: var(--sl-color-primary-600, #0284c7); color: #fff; }
.error-panel button.secondary { background: transparent; color: var(--sl-color-primary-700, #0369a1); }
.error-panel button:focus-visible { outline: 2px solid var(--sl-color-primary-500, #0ea5e9); outline-offset: 2px; }
`;

interface PanelProps {
  region: BoundaryRegion;
  error: unknown;
  onRetry: () => void;
  onClose?: () => void;
}

/** The readable panel a failed region shows in its place (both languages, the message, retry). */
export function ErrorPanel({ region, error, onRetry, onClose }: PanelProps) {
  const language = useStore(usePlatform().state.$language);
  const word = boundaryWords(language);
  const name = regionWords(language)(region);
  // A chunk that timed out (spec §8) says so in the user's language; retry asks for it again.
  const missing = isChunkMissing(error);
  const message = isChunkTimeout(error) ? chunkTimeoutMessage(language) : missing ? word('chunkMissing') : errorMessage(error) || word('unknown');
  return (
    <div className="error-panel" role="alert" part="error-panel" data-error-region={region}>
      <Styles css={PANEL_CSS} />
      <strong>{word('failed', name)}</strong>
      <span className="error-panel-message">{message}</span>
      <span className="error-panel-hint">{word('hint')}</span>
      <span className="error-panel-actions">
        {missing && (
          <button type="button" className="error-panel-reload" onClick={() => location.reload()}>
            {word('reload')}
          </button>
        )}
        <button type="button" className={missing ? 'secondary error-panel-retry' : 'error-panel-retry'} onClick={onRetry}>
          {word('retry')}
        </button>
        {onClose && (
          <button type="button" className="secondary error-panel-close" onClick={onClose}>
            {word('close')}
          </button>
        )}
      </span>
    </div>
  );
}

export interface ErrorBoundaryProps {
  region: BoundaryRegion;
  /** Reloads what the region drew from (evict its cached metadata), before it mounts again. */
  onRetry?: () => void;
  /** For popups and drawers: lets the user close what could not be drawn. */
  onClose?: () => void;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  /** Bumped by retry: the children mount again from scratch under a new key. */
  attempt: number;
}

/** React itself logs what a boundary catches (createRoot's onCaughtError), so nothing is logged here. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  retry = () => {
    // A lazy chunk that failed to load is asked for again by the region's next render.
    retryFailedLoad(this.state.error);
    try {
      this.props.onRetry?.();
    } catch (error) {
      console.error(`${this.props.region}: the reload before a retry failed`, error);
    }
    this.setState((state) => ({ error: null, failed: false, attempt: state.attempt + 1 }));
  };

  override render() {
    if (this.state.failed) {
      return <ErrorPanel region={this.props.region} error={this.state.error} onRetry={this.retry} onClose={this.props.onClose} />;
    }
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
