import '@shoelace-style/shoelace/dist/components/alert/alert.js';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { PlatformMessage } from '../../core/session/index.ts';
import { useConcepts } from '../shared/concepts.ts';
import { useT } from '../shared/labels.ts';
import { RichHtml } from '../shared/rich-html.tsx';

/** The versionVary warning (spec §8) as a banner that stays until dismissed. */
export function VersionBanner() {
  const { notifier } = useConcepts();
  const entries = useStore(notifier.$notifications);
  const warning = entries.find((entry) => entry.code === 'versionVary');
  if (!warning) return null;
  return (
    <sl-alert open variant="warning" closable className="version-banner" role="alert" data-version-vary>
      {warning.message}
    </sl-alert>
  );
}

/**
 * FM_MESSAGE holds the platform's texts (page, frame and system scope); those of TYPE `notice`
 * are announcements for everyone, shown as dismissable banners above the workspace.
 */
export function Notices() {
  const { session, state, i18n } = useConcepts();
  const config = useStore(state.$appConfig);
  // The server words the notices in the request's language: asked again on a switch.
  const language = useStore(i18n.$language);
  const t = useT();
  const [notices, setNotices] = useState<PlatformMessage[]>([]);
  useEffect(() => {
    let live = true;
    session
      .loadMessages()
      .then((list) => live && setNotices(list.filter((message) => message.TYPE === 'notice')))
      .catch(() => undefined);
    return () => void (live = false);
  }, [session, config?.ID, language]);
  if (notices.length === 0) return null;
  return (
    <section className="notices" aria-label={t('notices')}>
      {notices.map((notice, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: notices have no id (two may share a name) and the list is replaced whole on each load
        <sl-alert key={index} open closable variant="primary" data-notice={notice.NAME}>
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: sl-icon is a decorative image, never focusable (Biome reads the custom element as one) */}
          <sl-icon slot="icon" library="shell" name="info" aria-hidden="true" />
          {/* Notice text comes from data: only sanitised HTML reaches the page. */}
          <RichHtml as="span" className="notice-body" html={notice.CONTENT} />
        </sl-alert>
      ))}
    </section>
  );
}
