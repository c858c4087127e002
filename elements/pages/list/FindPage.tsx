/**
 * Find pages for pickers (registry kinds `userFind`, `treeFind`, `departmentFind`, and the
 * entity find of a ref field): the related entity's list in pick mode, a code tree, or the
 * organisation tree (department and user finds).
 *
 * The entity find draws the list page registered for the `list` kind on the instance (the page
 * registry, where the entity pages are), not an import of it: the list's search bar and forms
 * hold reference pickers, which open this page, so an import would be a cycle of modules.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ComponentType } from 'react';
import { useStore } from '@nanostores/react';
import type { PageProps } from '../../shared/page-props.ts';
import { useT } from '../../shared/labels.ts';
import { usePlatform } from '../../shared/platform.ts';
import { usePageServices } from '../kit/services.ts';
import { SlTree, SlTreeItem } from '../kit/sl.ts';
import { PAGE_CSS } from '../kit/styles.ts';
import { pageText } from '../kit/text.ts';
import type { CodeOption, Row } from '../kit/types.ts';
import { PageScriptsFrame } from '../kit/page-scripts-frame.tsx';
import { OrgFind } from '../org-chart/index.ts';
import type { OrgFindProps } from '../org-chart/index.ts';
import type { ListPageProps } from './ListPage.tsx';
import { Styles } from '../../shared/adopted-styles.tsx';

export interface FindPageProps extends Partial<PageProps> {
  entity?: string;
  /** For tree find: the code tree to pick from. */
  codeKey?: string;
  onPick?: (row: Row, label: string, key: string) => void;
}

/** The list page the entity pages registered: the instance's registry, else the page's first one (`window.frame`). */
function useListPage(): ComponentType<ListPageProps> | undefined {
  const pages = useStore(usePlatform().bundles.registry.$pages);
  const shared = (globalThis as { frame?: { registry?: { get(name: string): unknown } } }).frame?.registry;
  return (pages.list ?? shared?.get('list')) as ComponentType<ListPageProps> | undefined;
}

export default function FindPage(props: FindPageProps) {
  const services = usePageServices();
  const ListPage = useListPage();
  const t = useT();
  const [busiKey, setBusiKey] = useState<string>();
  useEffect(() => {
    if (!props.entity) return;
    services
      .getMeta(props.entity)
      .then((m) => setBusiKey(m.attributes.find((a) => a.busiKey === '1' && !m.keyNames.includes(a.name))?.name))
      .catch(() => undefined);
  }, [services, props.entity]);
  // Tree find picks from a code tree. The department find and the user find pick from the
  // organisation tree the org chart draws (FM_DEPT tree), unless given a code tree, entity or page.
  // It loads no page config of its own: the frame runs the scripts of the one its page id names.
  const org = orgPick(props);
  const tree = org ? (
    <OrgFind pick={org} onPick={props.onPick} />
  ) : props.codeKey || props.kind === 'treeFind' || props.kind === 'departmentFind' ? (
    <TreeFind {...props} />
  ) : null;
  if (tree) return <PageScriptsFrame page={{ ...props, kind: props.kind ?? 'treeFind' }}>{tree}</PageScriptsFrame>;
  if (!ListPage) {
    return (
      <div className="page-message" role="status" data-unknown-page="list">
        {t('unknownPage', 'list')}
      </div>
    );
  }
  return (
    <ListPage
      kind="list"
      entity={props.entity ?? (props.kind === 'userFind' ? 'FM_USER' : undefined)}
      pageId={props.pageId}
      mode="pick"
      onClose={props.onClose}
      onPick={(row, key) => props.onPick?.(row, String((busiKey && row[busiKey]) || key), key)}
    />
  );
}

function orgPick(props: FindPageProps): OrgFindProps['pick'] | null {
  if (props.kind === 'departmentFind' && !props.codeKey && !props.query?.codeKey) return 'department';
  if (props.kind === 'userFind' && !props.entity && !props.pageId) return 'user';
  return null;
}

function TreeFind({ codeKey, query, onPick }: FindPageProps) {
  const services = usePageServices();
  const language = useStore(services.$language);
  const text = useMemo(() => pageText(language), [language]);
  const key = codeKey ?? query?.codeKey ?? '';
  const [nodes, setNodes] = useState<CodeOption[]>([]);
  useEffect(() => {
    if (key)
      services
        .getTree(key)
        .then(setNodes)
        .catch(() => setNodes([]));
  }, [services, key]);
  const render = (list: CodeOption[]) =>
    list.map((n) => (
      <SlTreeItem key={n.value} data-value={n.value} data-label={n.text}>
        {n.text}
        {n.children?.length ? render(n.children) : null}
      </SlTreeItem>
    ));
  return (
    <div className="entity-page tree-find">
      <Styles css={PAGE_CSS} />
      {nodes.length === 0 ? (
        <span className="muted">{text('loading')}</span>
      ) : (
        <SlTree
          selection="single"
          onsl-selection-change={(e: CustomEvent<{ selection: HTMLElement[] }>) => {
            const item = e.detail.selection[0];
            if (item?.dataset.value) onPick?.({ value: item.dataset.value }, item.dataset.label ?? item.dataset.value, item.dataset.value);
          }}
        >
          {render(nodes)}
        </SlTree>
      )}
    </div>
  );
}
