/**
 * The `home` page kind: the role's start page (the seeded menu's 首页, FLAG home). A greeting with
 * the user's and the role's names in the current language, the shortcuts (favourite modules, else
 * the first pages of the role's menu, opened as the side menu opens them), the notices, and for a
 * role that approves, the workflow's counts with the way to the approvals. Each part loads, fails
 * and retries on its own. A dashboard page kind can take its place later by the menu's FLAG alone.
 */
import { useStore } from '@nanostores/react';
import { Suspense, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { PageProps } from '../../shared/page-props.ts';
import { useConcepts } from '../../shared/concepts.ts';
import { MenuIcon } from '../../shared/menu-icons.tsx';
import { menuLabel, menuOpenOptions, useMenuById } from '../../shell/menu-data.ts';
import type { MenuModule } from '../../shell/menu-data.ts';
import { useOpenModule } from '../../shell/open-module.ts';
import { findEntry, useMayApprove, useNotices, useShortcuts, useWorkCounts } from './home-data.ts';
import type { Part } from './home-data.ts';
import { HOME_CSS } from './home-styles.ts';
import { homeText } from './home-text.ts';
import type { HomeTextFn } from './home-text.ts';
import { RichHtml } from '../../shared/rich-html.tsx';
import { Styles } from '../../shared/adopted-styles.tsx';

/** The loading and error lines of one part; `children` once it is ready. */
function PartState<T>({ part, words, children }: { part: Part<T>; words: HomeTextFn; children: (data: T) => ReactNode }) {
  if (part.status === 'loading')
    return (
      <p className="home-state" role="status">
        {words('loading')}
      </p>
    );
  if (part.status === 'error' || part.data === undefined) {
    return (
      <p className="home-state error" role="alert">
        {words('failed', part.error ?? '')}{' '}
        <button type="button" className="home-link" onClick={part.reload}>
          {words('retry')}
        </button>
      </p>
    );
  }
  return <>{children(part.data)}</>;
}

function ShortcutTiles({ entries, language, words }: { entries: MenuModule[]; language: string; words: HomeTextFn }) {
  const open = useOpenModule();
  if (!entries.length) return <p className="home-state">{words('noShortcuts')}</p>;
  return (
    <ul className="home-tiles" aria-label={words('shortcuts')}>
      {entries.map((entry) => {
        const name = menuLabel(entry, language);
        return (
          <li key={entry.ID}>
            <button type="button" className="home-tile" data-module={entry.ID} onClick={() => open(entry, menuOpenOptions(entry, name))}>
              <MenuIcon name={entry.ICON} folder={false} size={26} />
              <span>{name}</span>
              {entry.FLAG === 'link' && <span className="visually-hidden">{` (${words('opensExternal')})`}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function WorkCard({ language, words }: { language: string; words: HomeTextFn }) {
  const part = useWorkCounts();
  const open = useOpenModule();
  const approvals = findEntry(Object.values(useMenuById()), 'approvalIndex');
  return (
    <section className="home-card home-work" aria-labelledby="home-work">
      <h3 id="home-work">{words('work')}</h3>
      <PartState part={part} words={words}>
        {(counts) => (
          <dl className="home-counts">
            {(['waiting', 'started', 'done'] as const).map((name) => (
              <div key={name} data-count={name}>
                <dt>{words(name)}</dt>
                <dd>{counts[name]}</dd>
              </div>
            ))}
          </dl>
        )}
      </PartState>
      {approvals && (
        <button type="button" className="home-link" onClick={() => open(approvals, menuOpenOptions(approvals, menuLabel(approvals, language)))}>
          {words('openApprovals')}
        </button>
      )}
    </section>
  );
}

export default function HomePage(_props: PageProps) {
  const { state, access, i18n } = useConcepts();
  const language = useStore(i18n.$language);
  const user = useStore(state.$user);
  const role = useStore(access.$activeRole);
  const words = useMemo(() => homeText(language), [language]);
  const shortcuts = useShortcuts();
  const notices = useNotices();
  const mayApprove = useMayApprove();
  // The server words the user's name in the request's language (the user is loaded again on a switch).
  const name = user?.NAME || user?.ACCOUNT || '';
  return (
    <section className="home-page" aria-labelledby="home-title" data-page-kind="home">
      <Styles css={HOME_CSS} />
      <header className="home-hello">
        <h2 id="home-title">{name ? words('greeting', name) : words('homeTitle')}</h2>
        {role && <p>{words('roleLine', role.name || role.code)}</p>}
      </header>
      <div className="home-columns">
        <section className="home-card home-shortcuts" aria-labelledby="home-shortcuts">
          <h3 id="home-shortcuts">{words('shortcuts')}</h3>
          <PartState part={shortcuts} words={words}>
            {(data) => (
              <>
                <p className="home-sub">{words(data.source === 'favourite' ? 'shortcutsFavourite' : 'shortcutsMenu')}</p>
                <ShortcutTiles entries={data.entries} language={language} words={words} />
              </>
            )}
          </PartState>
        </section>
        <div className="home-side">
          {mayApprove && (
            // The work card alone waits for the work concept's code; the rest of the page draws at once.
            <Suspense fallback={null}>
              <WorkCard language={language} words={words} />
            </Suspense>
          )}
          <section className="home-card home-notice-card" aria-labelledby="home-notices">
            <h3 id="home-notices">{words('notices')}</h3>
            <PartState part={notices} words={words}>
              {(list) =>
                list.length ? (
                  <ul className="home-notices">
                    {/* Notice text comes from data: only sanitised HTML reaches the page. */}
                    {list.map((notice, index) => (
                      <RichHtml as="li" key={index} data-notice={notice.NAME} html={notice.CONTENT} />
                    ))}
                  </ul>
                ) : (
                  <p className="home-state">{words('noNotices')}</p>
                )
              }
            </PartState>
          </section>
        </div>
      </div>
    </section>
  );
}
