/**
 * The page config of an approval page (FM_PAGE_CONFIG named by `pageId`, optional): its title,
 * page size, how task pages open (`openType`, `taskPageId`) and, for the task page, its
 * RIGHT_CONTROL_MODE. Without a page id the page's defaults apply.
 */
import { useEffect, useState } from 'react';
import { isPlatformError } from '../../../core/errors/index.ts';
import type { PageConfig, PageServices } from '../kit/services.ts';

export interface WorkConfig {
  status: 'loading' | 'ready' | 'error';
  config: PageConfig | null;
  error?: Error;
  retry: () => void;
}

/**
 * `fallbackPageId` is the page's own default config: when the server has none (an older platform
 * server), the page still works, with no right control; a page id the host names must exist.
 */
export function useWorkConfig(services: PageServices, pageId: string | undefined, fallbackPageId?: string): WorkConfig {
  const [state, setState] = useState<Omit<WorkConfig, 'retry'>>({ status: pageId || fallbackPageId ? 'loading' : 'ready', config: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const id = pageId || fallbackPageId;
    if (!id) return setState({ status: 'ready', config: null });
    let live = true;
    setState({ status: 'loading', config: null });
    services.getPageConfig({ pageId: id }).then(
      (config) => live && setState({ status: 'ready', config }),
      (error: unknown) => {
        if (!live) return;
        const missing = isPlatformError(error) && ['error.notfound', 'meta.empty'].includes(error.code);
        if (!pageId && missing) setState({ status: 'ready', config: null });
        else setState({ status: 'error', config: null, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => void (live = false);
  }, [services, pageId, fallbackPageId, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

/** The config's title in the UI language (`title.i18n`, then `title`), else the page's own. */
export function configTitle(config: PageConfig | null, language: string, fallback: string): string {
  const content = (config?.content ?? {}) as Record<string, unknown>;
  const labels = content['title.i18n'] as Record<string, string> | undefined;
  const title = labels?.[language] ?? content.title;
  return typeof title === 'string' && title ? title : fallback;
}

export function configText(config: PageConfig | null, key: string): string | undefined {
  const value = (config?.content as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined;
}

export function configSize(config: PageConfig | null, fallback = 20): number {
  const size = Number((config?.content as Record<string, unknown> | undefined)?.pageSize);
  return Number.isInteger(size) && size >= 1 && size <= 200 ? size : fallback;
}
