/**
 * The menu mode: a module's or a service's menu tree (`{ moduleId, items }`) edited as nested
 * ordered lists. Each entry (the server's MenuNode, docs/server-contract.md "Configuration") has
 * its name (`name` in Chinese, `nameEn` in English: the language edited picks which), how it
 * opens, its icon, whether it (and so its sub menu) is hidden, and on which terminals it shows.
 */
import type { Content } from './config-calls.ts';
import type { DesignerText } from './designer-text.ts';
import { OrderedList } from './OrderedList.tsx';

type MenuNode = Record<string, unknown> & { children?: MenuNode[] };

interface Props {
  content: Content;
  language: string;
  words: DesignerText;
  onChange(content: Content): void;
}

const nameKey = (language: string) => (language === '011' ? 'nameEn' : 'name');
/** The name in the language edited; an entry without an English name shows its Chinese one. */
const nameIn = (node: MenuNode, language: string) => String(node[nameKey(language)] ?? node.name ?? '');
const keyOf = (node: MenuNode) => String(node.id ?? '');

let created = 0;
function newNode(words: DesignerText): MenuNode {
  created += 1;
  const name = words('addMenu');
  return { id: `menu-${Date.now().toString(36)}-${created}`, name, nameEn: name, openType: '1', hidden: false, terminal: 'all' };
}

function set(node: MenuNode, key: string, value: unknown): MenuNode {
  const next = { ...node };
  if (value === '' || value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

function NodeSettings({ node, language, words, update }: { node: MenuNode; language: string; words: DesignerText; update(node: MenuNode): void }) {
  const key = nameKey(language);
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
  onChange,
}: {
  nodes: MenuNode[];
  language: string;
  words: DesignerText;
  label: string;
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
                <MenuList nodes={node.children} language={language} words={words} label={name} onChange={(children) => update({ ...node, children })} />
              ) : null}
              <button type="button" data-add-submenu onClick={() => update({ ...node, children: [...(node.children ?? []), newNode(words)] })}>
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
  return (
    <div className="menu-editor">
      <h3>{words('menuItems')}</h3>
      <MenuList nodes={items} language={language} words={words} label={words('menuItems')} onChange={setItems} />
      <button type="button" data-add-menu onClick={() => setItems([...items, newNode(words)])}>
        {words('addMenu')}
      </button>
    </div>
  );
}
