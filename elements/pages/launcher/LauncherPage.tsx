/**
 * The launchers of PAGES.md "Work": `menuIndex` shows the entries of one menu as a grid of icons
 * and names (a folder opens into its own entries, with a way back), `moduleIndex` shows a whole
 * module, its direct entries first and then one group per sub-menu; the module index is also the
 * default tab of a module opened with a menuId (spec §2). Only the entries the active role may
 * see are listed (the server's per-role menu), and each opens as the side menu opens it.
 *
 * The menu comes from `query.menuId` (the router sets it for a module's default tab), a
 * component's `configs.menuId`, or the `menuId` in the query of the menu entry's URL.
 */
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { PageProps } from '../../shared/page-props.ts';
import { useConcepts } from '../../shared/concepts.ts';
import { isOpenable, menuLabel, menuOpenOptions } from '../../shell/menu-data.ts';
import type { MenuModule } from '../../shell/menu-data.ts';
import { useOpenModule } from '../../shell/open-module.ts';
import { EmptyState, ErrorState, LoadingState } from '../kit/states.tsx';
import { PAGE_CSS } from '../kit/styles.ts';
import { pageText } from '../kit/text.ts';
import { pageParam } from '../page-query/index.ts';
import { workText } from '../work-text/index.ts';
import type { WorkTextFn } from '../work-text/index.ts';
import { LAUNCHER_CSS } from './launcher-styles.ts';
import { TileGrid } from './TileGrid.tsx';
import { useMenuEntries } from './use-menu-entries.ts';
import { Styles } from '../../shared/adopted-styles.tsx';

export interface LauncherProps extends PageProps {
  /** A component's settings (a dashboard's `links` widget): `menuId`. */
  configs?: Record<string, unknown>;
}

/** The menu id the launcher shows (see the file comment), or '' when none is named. */
export function launcherMenuId(props: LauncherProps): string {
  // A component's own setting comes first: the query it gets is its owner page's.
  const fromComponent = props.component?.configs.menuId;
  if (typeof fromComponent === 'string' && fromComponent) return fromComponent;
  const fromConfigs = props.configs?.menuId;
  return pageParam(props.query, 'menuId') || (typeof fromConfigs === 'string' ? fromConfigs : '');
}

/** A folder's leaves, depth-first: a module index lists what can be opened, under its sub-menu. */
function leavesOf(module: MenuModule): MenuModule[] {
  return (module.children ?? []).flatMap((child) => (child.children?.length ? leavesOf(child) : isOpenable(child) ? [child] : []));
}

interface Group {
  key: string;
  title: string;
  entries: MenuModule[];
}

/** The module's own leaves in one group, then a group per sub-menu; a leaf module is its one entry. */
function moduleGroups(root: MenuModule | undefined, entries: MenuModule[], language: string): Group[] {
  if (entries.length === 0 && root && isOpenable(root)) return [{ key: root.ID, title: '', entries: [root] }];
  const direct = entries.filter((entry) => !entry.children?.length && isOpenable(entry));
  const groups: Group[] = direct.length ? [{ key: 'direct', title: '', entries: direct }] : [];
  for (const folder of entries.filter((entry) => entry.children?.length)) {
    const leaves = leavesOf(folder);
    if (leaves.length) groups.push({ key: folder.ID, title: menuLabel(folder, language), entries: leaves });
  }
  return groups;
}

function useOpenEntry(language: string) {
  const open = useOpenModule();
  return (entry: MenuModule) => open(entry, menuOpenOptions(entry, menuLabel(entry, language)));
}

function MenuIndex({ root, entries, language, words }: { root?: MenuModule; entries: MenuModule[]; language: string; words: WorkTextFn }) {
  const [path, setPath] = useState<MenuModule[]>([]);
  const openEntry = useOpenEntry(language);
  const folder = path[path.length - 1];
  const shown = folder ? (folder.children ?? []) : entries.length === 0 && root && isOpenable(root) ? [root] : entries;
  const visible = shown.filter((entry) => entry.children?.length || isOpenable(entry));
  const label = folder ? menuLabel(folder, language) : root ? menuLabel(root, language) : '';
  return (
    <>
      {folder && (
        <nav className="launcher-path" aria-label={words('launcherBack')}>
          <button type="button" className="launcher-back" onClick={() => setPath(path.slice(0, -1))}>
            ← {words('launcherBack')}
          </button>
          <span aria-current="page">{label}</span>
        </nav>
      )}
      {visible.length === 0 ? (
        <EmptyState text={pageText(language)} message={words('launcherEmpty')} />
      ) : (
        <TileGrid
          entries={visible}
          label={words('launcherEntries', label)}
          language={language}
          words={words}
          onOpen={(entry) => (entry.children?.length ? setPath([...path, entry]) : openEntry(entry))}
        />
      )}
    </>
  );
}

function ModuleIndex({ root, entries, language, words }: { root?: MenuModule; entries: MenuModule[]; language: string; words: WorkTextFn }) {
  const openEntry = useOpenEntry(language);
  const groups = moduleGroups(root, entries, language);
  if (groups.length === 0) return <EmptyState text={pageText(language)} message={words('launcherEmpty')} />;
  const moduleName = root ? menuLabel(root, language) : '';
  return (
    <>
      {groups.map((group) => (
        <section key={group.key} className="launcher-group" aria-label={group.title || moduleName}>
          {group.title && <h3>{group.title}</h3>}
          <TileGrid entries={group.entries} label={words('launcherEntries', group.title || moduleName)} language={language} words={words} onOpen={openEntry} />
        </section>
      ))}
    </>
  );
}

export default function LauncherPage(props: LauncherProps) {
  const { i18n } = useConcepts();
  const language = useStore(i18n.$language);
  const words = useMemo(() => workText(language), [language]);
  const text = useMemo(() => pageText(language), [language]);
  const menuId = launcherMenuId(props);
  const data = useMenuEntries(menuId || undefined);
  const title = data.root ? menuLabel(data.root, language) : '';
  const moduleIndex = props.kind === 'moduleIndex';

  let body: ReactNode;
  if (!menuId) body = <ErrorState text={text} error={new Error(words('launcherNoMenu'))} />;
  else if (data.status === 'loading') body = <LoadingState text={text} />;
  else if (data.status === 'error') body = <ErrorState text={text} error={data.error} onRetry={data.reload} />;
  else if (moduleIndex) body = <ModuleIndex root={data.root} entries={data.entries} language={language} words={words} />;
  else body = <MenuIndex key={menuId} root={data.root} entries={data.entries} language={language} words={words} />;

  return (
    <section
      className={`entity-page launcher-page ${moduleIndex ? 'module-index' : 'menu-index'}`}
      aria-labelledby={title ? `launcher-${menuId}` : undefined}
      aria-label={title ? undefined : words('launcherEntries', menuId)}
      data-menu={menuId}
    >
      <Styles css={PAGE_CSS} />
      <Styles css={LAUNCHER_CSS} />
      {title && (
        <header className="page-head">
          <h2 id={`launcher-${menuId}`}>{title}</h2>
        </header>
      )}
      {body}
    </section>
  );
}
