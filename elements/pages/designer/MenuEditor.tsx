/**
 * The menu mode: a module's or a service's menu tree (`{ moduleId, items }`) edited as nested
 * ordered lists. Each entry (the server's MenuNode, docs/server-contract.md "Configuration") has
 * its name (`name` in Chinese, `nameEn` in English: the language edited picks which), how it
 * opens, its icon, whether it (and so its sub menu) is hidden, and on which terminals it shows.
 */
import { useRef } from 'react';
import { menuNameIn, nameKeyIn } from '../../../core/designer/index.ts';
import type { Content } from '../../../core/designer/index.ts';
import type { DesignerText } from './designer-text.ts';
import { OrderedList } from './OrderedList.tsx';

type MenuNode = Record<string, unknown> & { children?: MenuNode[] };

interface Props {
  content: Content;
  language: string;
  words: DesignerText;
  onChange(content: Content): void;
}

/** The name in the language edited; an entry without an English name shows its Chinese one. */
const nameIn = (node: MenuNode, language: string) => menuNameIn(node, language);
const keyOf = (node: MenuNode) => String(node.id ?? '');

/** Makes new entries, their ids unique in this editor: the time and a count of the editor's own. */
function useNewNode(words: DesignerText): () => MenuNode {
  const created = useRef(0);
  return () => {
    created.current += 1;
    const name = words('addMenu');
    return { id: `menu-${Date.now().toString(36)}-${created.current}`, name, nameEn: name, openType: '1', hidden: false, terminal: 'all' };
  };
}

function set(node: MenuNode, key: string, value: unknown): MenuNode {
  const next = { ...node };
  if (value === '' || value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

function NodeSettings({ node, language, words, update }: { node: MenuNode; language: string; words: DesignerText; update(node: MenuNode): void }) {
  const key = nameKeyIn(language);
  return (
    <div className="settings">
      <label className="setting">
        <span>{words('name')}</span>
        <input value={nameIn(node, language)} data-setting="name" onChange={(e) => update({ ...node, [key]: e.target.value })} />
      </label>
      <label className="setting">
        <span>{words('openType')}</span>
        <select value={String(node.openType ?? 1)} data-setting="openType" onChange={(e) => update(set(node, 'openType', e.target.value))}>
          {([1, 2, 3, 4, 5] as const).map((o) => (
            <option key={o} value={o}>
              {words(`openType${o}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="setting">
        <span>{words('icon')}</span>
        <input value={String(node.icon ?? '')} data-setting="icon" onChange={(e) => update(set(node, 'icon', e.target.value.trim()))} />
      </label>
      <label className="setting">
        <span>{words('terminal')}</span>
        <select value={String(node.terminal ?? 'all')} data-setting="terminal" onChange={(e) => update(set(node, 'terminal', e.target.value))}>
          <option value="all">{words('terminalAll')}</option>
          <option value="pc">{words('terminalPc')}</option>
          <option value="mobile">{words('terminalMobile')}</option>
        </select>
      </label>
      <label className="setting check">
        <input type="checkbox" checked={node.hidden === true} data-setting="hidden" onChange={(e) => update(set(node, 'hidden', e.target.checked))} />
        <span>{words('hiddenMenu')}</span>
      </label>
    </div>
  );
}

function MenuList({
  nodes,
  language,
  words,
  label,
  newNode,
  onChange,
}: {
  nodes: MenuNode[];
  language: string;
  words: DesignerText;
  label: string;
  newNode(): MenuNode;
  onChange(nodes: MenuNode[]): void;
}) {
  return (
    <>
      <OrderedList items={nodes} label={label} words={words} nameOf={(n) => nameIn(n, language) || keyOf(n)} keyOf={keyOf} onChange={onChange} testId="menu">
        {(node, index) => {
          const update = (next: MenuNode) => onChange(nodes.map((n, i) => (i === index ? next : n)));
          const name = nameIn(node, language);
          return (
            <>
              <NodeSettings node={node} language={language} words={words} update={update} />
              {node.children?.length ? (
                <MenuList
                  nodes={node.children}
                  language={language}
                  words={words}
                  label={name}
                  newNode={newNode}
                  onChange={(children) => update({ ...node, children })}
                />
              ) : null}
              <button type="button" data-add-submenu onClick={() => update({ ...node, children: [...(node.children ?? []), newNode()] })}>
                {words('addSubMenu')}
              </button>
            </>
          );
        }}
      </OrderedList>
    </>
  );
}

export function MenuEditor({ content, language, words, onChange }: Props) {
  const items = Array.isArray(content.items) ? (content.items as MenuNode[]) : [];
  const setItems = (next: MenuNode[]) => onChange({ ...content, items: next });
  const newNode = useNewNode(words);
  return (
    <div className="menu-editor">
      <h3>{words('menuItems')}</h3>
      <MenuList nodes={items} language={language} words={words} label={words('menuItems')} newNode={newNode} onChange={setItems} />
      <button type="button" data-add-menu onClick={() => setItems([...items, newNode()])}>
        {words('addMenu')}
      </button>
    </div>
  );
}
