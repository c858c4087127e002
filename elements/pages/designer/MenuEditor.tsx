/**
 * The menu mode: a module's menu tree (`{ moduleId, items }`) edited as nested ordered lists.
 * Each entry has its name in the language edited, how it opens, its icon, whether it (and so
 * its sub menu) is hidden, and on which terminals it shows.
 */
import type { Content } from './config-calls.ts';
import type { DesignerText } from './designer-text.ts';
import { OrderedList } from './OrderedList.tsx';
import { textIn, withText } from './OperationsEditor.tsx';

type MenuNode = Record<string, unknown> & { children?: MenuNode[] };

interface Props {
  content: Content;
  language: string;
  words: DesignerText;
  onChange(content: Content): void;
}

const nameKey = (node: MenuNode) => (typeof node.NAME === 'string' && node.name === undefined ? 'NAME' : 'name');
const keyOf = (node: MenuNode) => String(node.id ?? node.ID ?? '');

let created = 0;
function newNode(words: DesignerText): MenuNode {
  created += 1;
  return { id: `menu-${Date.now().toString(36)}-${created}`, name: words('addMenu'), openType: 1, terminal: 'all' };
}

function set(node: MenuNode, key: string, value: unknown): MenuNode {
  const next = { ...node };
  if (value === '' || value === undefined || value === false) delete next[key];
  else next[key] = value;
  return next;
}

function NodeSettings({ node, language, words, update }: { node: MenuNode; language: string; words: DesignerText; update(node: MenuNode): void }) {
  const key = nameKey(node);
  return (
    <div className="settings">
      <label className="setting"><span>{words('name')}</span>
        <input value={textIn(node, key, language)} data-setting="name" onChange={(e) => update(withText(node, key, language, e.target.value))} /></label>
      <label className="setting"><span>{words('openType')}</span>
        <select value={String(node.openType ?? 1)} data-setting="openType" onChange={(e) => update(set(node, 'openType', Number(e.target.value)))}>
          {([1, 2, 3, 4, 5] as const).map((o) => <option key={o} value={o}>{words(`openType${o}`)}</option>)}
        </select></label>
      <label className="setting"><span>{words('icon')}</span>
        <input value={String(node.icon ?? '')} data-setting="icon" onChange={(e) => update(set(node, 'icon', e.target.value.trim()))} /></label>
      <label className="setting"><span>{words('terminal')}</span>
        <select value={String(node.terminal ?? 'all')} data-setting="terminal" onChange={(e) => update(set(node, 'terminal', e.target.value))}>
          <option value="all">{words('terminalAll')}</option>
          <option value="pc">{words('terminalPc')}</option>
          <option value="mobile">{words('terminalMobile')}</option>
        </select></label>
      <label className="setting check">
        <input type="checkbox" checked={node.hidden === true || node.hidden === 1 || node.hidden === '1'} data-setting="hidden" onChange={(e) => update(set(node, 'hidden', e.target.checked))} />
        <span>{words('hiddenMenu')}</span></label>
    </div>
  );
}

function MenuList({ nodes, language, words, label, onChange }: { nodes: MenuNode[]; language: string; words: DesignerText; label: string; onChange(nodes: MenuNode[]): void }) {
  return (
    <>
      <OrderedList items={nodes} label={label} words={words} nameOf={(n) => textIn(n, nameKey(n), language) || keyOf(n)} keyOf={keyOf} onChange={onChange} testId="menu">
        {(node, index) => {
          const update = (next: MenuNode) => onChange(nodes.map((n, i) => (i === index ? next : n)));
          const name = textIn(node, nameKey(node), language);
          return (
            <>
              <NodeSettings node={node} language={language} words={words} update={update} />
              {node.children?.length ? (
                <MenuList nodes={node.children} language={language} words={words} label={name} onChange={(children) => update({ ...node, children })} />
              ) : null}
              <button type="button" data-add-submenu onClick={() => update({ ...node, children: [...(node.children ?? []), newNode(words)] })}>{words('addSubMenu')}</button>
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
  return (
    <div className="menu-editor">
      <h3>{words('menuItems')}</h3>
      <MenuList nodes={items} language={language} words={words} label={words('menuItems')} onChange={setItems} />
      <button type="button" data-add-menu onClick={() => setItems([...items, newNode(words)])}>{words('addMenu')}</button>
    </div>
  );
}
