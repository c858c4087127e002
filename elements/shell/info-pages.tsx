import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { toPlatformError } from '../../core/index.ts';
import type { HelpRecord } from '../../core/pages.ts';
import { useConcepts } from '../shared/concepts.ts';
import { useT } from '../shared/labels.ts';
import { usePlatform } from '../shared/platform.ts';
import { RichHtml } from '../shared/rich-html.tsx';
import { Styles } from '../shared/adopted-styles.tsx';

/** The error route: the app could not be opened; retry the address that failed, or go home. */
export function ErrorPage() {
  const { state, router } = useConcepts();
  const route = useStore(state.$route);
  const t = useT();
  const failed = route?.query.url;
  return (
    <main className="info-page" aria-labelledby="error-title">
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: sl-icon is a decorative image, never focusable (Biome reads the custom element as one) */}
      <sl-icon library="shell" name="error" className="info-icon" aria-hidden="true" />
      <h1 id="error-title">{t('errorTitle')}</h1>
      <p>{t('errorText')}</p>
      <div className="row">
        {failed && (
          <sl-button variant="primary" onClick={() => void router.navigate(failed.replace(/^#/, ''))}>
            {t('retry')}
          </sl-button>
        )}
        <sl-button onClick={() => void router.navigate('/')}>{t('goHome')}</sl-button>
      </div>
    </main>
  );
}

/** ServiceHelp: the help text of an app (FM_HELP), sanitised rich text. */
export function HelpPage() {
  const platform = usePlatform();
  const { state, router } = useConcepts();
  const route = useStore(state.$route);
  const t = useT();
  const [help, setHelp] = useState<HelpRecord | null>(null);
  const [error, setError] = useState('');
  const params = route?.params ?? {};
  useEffect(() => {
    const id = params.helpId;
    if (!id) return;
    // The help screen draws without the page concepts; its call (shell.help) comes with them.
    platform
      .loadPageConcepts()
      .then(() => platform.shell.help({ id, client: params.client, system: params.system }))
      .then(setHelp)
      .catch((failure) => setError(toPlatformError(failure).message));
  }, [platform, params.helpId, params.client, params.system]);
  const back = () => void router.navigate({ name: 'app1', params: { client: params.client, system: params.system, app: params.app } });
  return (
    <main className="help-page" aria-labelledby="help-title">
      <header className="row">
        <sl-button size="small" onClick={back}>
          {t('back')}
        </sl-button>
        <h1 id="help-title">{help?.TITLE || t('helpTitle')}</h1>
      </header>
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
      {!help && !error && params.helpId && <sl-spinner aria-label={t('loading')} />}
      {!params.helpId && <p className="muted">{t('noData')}</p>}
      {/* Help text is rich text from data: only sanitised HTML reaches the page. */}
      {help?.CONTENT && <RichHtml as="article" className="help-body" html={help.CONTENT} />}
    </main>
  );
}

// Beside the page, not in shell.css: only these two screens draw the card.
const INFO_CARD_CSS = `
.info-card { width: min(30rem, 100%); display: flex; flex-direction: column; align-items: center; gap: var(--sl-spacing-medium);
  padding: var(--sl-spacing-2x-large); background: var(--sl-color-neutral-0); border-radius: var(--sl-border-radius-large); box-shadow: var(--sl-shadow-large); }
.info-card p { margin: 0; color: var(--sl-color-neutral-700); overflow-wrap: anywhere; }
.info-card .info-icon { color: var(--sl-color-primary-600); }
`;

/** A page of its own for an address the shell cannot show: its icon, title, text and the way home. */
function InfoPage({ icon, title, text, kind }: { icon: string; title: string; text: string; kind: string }) {
  const { router } = useConcepts();
  const t = useT();
  return (
    <main className="info-page" aria-labelledby="info-title" data-info-page={kind}>
      <Styles css={INFO_CARD_CSS} />
      <div className="info-card">
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: sl-icon is a decorative image, never focusable (Biome reads the custom element as one) */}
        <sl-icon library="shell" name={icon} className="info-icon" aria-hidden="true" />
        <h1 id="info-title">{title}</h1>
        <p>{text}</p>
        <sl-button variant="primary" className="go-home" onClick={() => void router.navigate('/')}>
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: sl-icon is a decorative image, never focusable (Biome reads the custom element as one) */}
          <sl-icon slot="prefix" library="shell" name="home" aria-hidden="true" />
          {t('goHome')}
        </sl-button>
      </div>
    </main>
  );
}

/** An address of two or more segments that no route of spec §2 matches. */
export function NotFoundPage() {
  const { state } = useConcepts();
  const route = useStore(state.$route);
  const t = useT();
  return <InfoPage kind="notFound" icon="compass" title={t('notFoundTitle')} text={t('notFoundText', route?.path ?? '')} />;
}

/** A route the user may not open: Config without the SYSTEM role (spec §2), at the same address. */
export function NoAccessPage() {
  const t = useT();
  return <InfoPage kind="noAccess" icon="lock" title={t('noAccessTitle')} text={t('noAccessConfig')} />;
}
