/**
 * The component model (spec §3 "Component", §4): a page config's `itemConfigs` (components keyed
 * by id) become a tree of components to draw. Pure and tolerant: a bad entry degrades to a node
 * the elements report, never to an exception.
 *
 * - `contentType` is the registered kind that draws the component, `configs` its props, `flex` its
 *   share of the row and `style` its box, `metaId` (or `meta`, a code or an entity object) the entity
 *   whose metadata loads before it starts, `parentPage` the page that owns it (the page config's own
 *   page id when the component names none).
 * - `items` are its children: a text names another entry of `itemConfigs`; an object with a
 *   `contentType` is a child written in place; an object whose `id` names an entry is that entry
 *   with the object's keys over it. Other objects (the field configs of a sub list) are not
 *   components: they stay in `data` for the kind to read. On the `mobile` screen class `mItems`,
 *   when given, takes the place of `items`, for the page and for each component.
 * - The page's roots are the page config's `items` (`mItems`), else every entry that no other entry
 *   holds as a child, in key order.
 */
import { pickLanguage } from '../i18n/localize.ts';

export interface ComponentNode {
  id: string;
  /** `contentType`: the registered kind; '' when the entry names none (a group of its children). */
  kind: string;
  /** The title in the asked language (`title.i18n`, else `title`), '' without one. */
  title: string;
  configs: Readonly<Record<string, unknown>>;
  /** A positive share of its row (`flex`), when given. */
  flex?: number;
  /** CSS declarations of the component's box (`style`, an object or "a: b; c: d" text). */
  style?: Readonly<Record<string, string>>;
  /** The entity (`metaId`, else `meta`) whose metadata is loaded before the component starts. */
  entity?: string;
  /** The page that owns the component. */
  parentPage?: string;
  children: readonly ComponentNode[];
  /** Items that are not components (field configs and the like), for the kind to read. */
  data: ReadonlyArray<Readonly<Record<string, unknown>>>;
  /** Why the entry could not be drawn in full: `cycle`, `too-deep`, `missing:<id>`. */
  problems?: readonly string[];
}

export interface ComponentTreeInput {
  itemConfigs?: unknown;
  /** The page config's own `items` and `mItems` (root order). */
  items?: unknown;
  mItems?: unknown;
  /** Screen size class (core/workspace): `mobile` reads `mItems`. */
  screen?: string;
  /** '010' or '011'. */
  language?: string;
  /** The page config's page id: the owner of components that name none. */
  parentPage?: string;
}

type Entry = Record<string, unknown>;
const MAX_DEPTH = 16;
const STYLE_NAME = /^(--[\w-]+|-?[a-z][a-z-]*|[a-z][a-zA-Z]*)$/;
const UNSAFE_STYLE = /javascript:|expression\s*\(|url\s*\(/i;

function isEntry(value: unknown): value is Entry {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function flexOf(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined;
}

/** Declarations with a property name and a value that cannot fetch or run anything. */
function styleOf(value: unknown): Record<string, string> | undefined {
  const pairs: Array<[string, unknown]> =
    typeof value === 'string'
      ? value
          .split(';')
          .map((part) => {
            const at = part.indexOf(':');
            return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as [string, unknown];
          })
          .filter(([name]) => name !== '')
      : isEntry(value)
        ? Object.entries(value)
        : [];
  const out: Record<string, string> = {};
  for (const [name, raw] of pairs) {
    const css = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
    if (css && STYLE_NAME.test(name) && !UNSAFE_STYLE.test(css)) out[name] = css;
  }
  return Object.keys(out).length ? out : undefined;
}

function entityOf(entry: Entry): string | undefined {
  const meta = entry.meta;
  return text(entry.metaId) ?? text(meta) ?? (isEntry(meta) ? (text(meta.id) ?? text(meta.code)) : undefined);
}

function isComponentItem(item: Entry, itemConfigs: Record<string, Entry>): boolean {
  return text(item.contentType) !== undefined || (typeof item.id === 'string' && Object.prototype.hasOwnProperty.call(itemConfigs, item.id));
}

interface Walk {
  itemConfigs: Record<string, Entry>;
  mobile: boolean;
  language: string;
  parentPage?: string;
}

function childItems(entry: Entry, mobile: boolean): unknown[] {
  if (mobile && Array.isArray(entry.mItems)) return entry.mItems;
  return Array.isArray(entry.items) ? entry.items : [];
}

/** One item of a list: a reference, an entry in place, or a reference with keys over it. */
function resolveItem(item: unknown, index: number, ownerId: string, walk: Walk): { id: string; entry?: Entry } | undefined {
  if (typeof item === 'string' || typeof item === 'number') {
    const id = String(item);
    return { id, entry: Object.prototype.hasOwnProperty.call(walk.itemConfigs, id) ? walk.itemConfigs[id] : undefined };
  }
  if (!isEntry(item) || !isComponentItem(item, walk.itemConfigs)) return undefined;
  const id = text(item.id) ?? `${ownerId}.${index}`;
  const base = Object.prototype.hasOwnProperty.call(walk.itemConfigs, id) ? walk.itemConfigs[id] : undefined;
  return { id, entry: base ? { ...base, ...item } : item };
}

function buildNode(id: string, entry: Entry | undefined, path: readonly string[], walk: Walk): ComponentNode {
  const problems: string[] = [];
  const node: ComponentNode = { id, kind: '', title: '', configs: {}, children: [], data: [] };
  if (!entry) return { ...node, problems: [`missing:${id}`] };
  const children: ComponentNode[] = [];
  const data: Entry[] = [];
  if (path.length >= MAX_DEPTH) problems.push('too-deep');
  else {
    childItems(entry, walk.mobile).forEach((item, index) => {
      const child = resolveItem(item, index, id, walk);
      if (!child) {
        if (isEntry(item)) data.push(item);
        return;
      }
      if (path.includes(child.id) || child.id === id) problems.push('cycle');
      else children.push(buildNode(child.id, child.entry, [...path, id], walk));
    });
  }
  const flex = flexOf(entry.flex);
  const style = styleOf(entry.style);
  const entity = entityOf(entry);
  const parentPage = text(entry.parentPage) ?? walk.parentPage;
  return {
    id,
    kind: text(entry.contentType) ?? '',
    title: pickLanguage(entry['title.i18n'], walk.language) ?? text(entry.title) ?? '',
    configs: isEntry(entry.configs) ? entry.configs : {},
    ...(flex !== undefined && { flex }),
    ...(style && { style }),
    ...(entity && { entity }),
    ...(parentPage && { parentPage }),
    children,
    data,
    ...(problems.length && { problems }),
  };
}

/** Ids that some entry holds as a child (they are not roots of their own). */
function heldIds(itemConfigs: Record<string, Entry>, mobile: boolean): Set<string> {
  const held = new Set<string>();
  for (const [id, entry] of Object.entries(itemConfigs)) {
    for (const item of [...childItems(entry, false), ...(mobile ? childItems(entry, true) : [])]) {
      const ref = typeof item === 'string' || typeof item === 'number' ? String(item) : isEntry(item) ? text(item.id) : undefined;
      if (ref !== undefined && ref !== id) held.add(ref);
    }
  }
  return held;
}

/** The page's component tree (see the module comment). */
export function componentTree(input: ComponentTreeInput): ComponentNode[] {
  const itemConfigs: Record<string, Entry> = {};
  if (isEntry(input.itemConfigs)) {
    for (const [id, entry] of Object.entries(input.itemConfigs)) if (id !== '__proto__' && isEntry(entry)) itemConfigs[id] = entry;
  }
  const mobile = input.screen === 'mobile';
  const walk: Walk = { itemConfigs, mobile, language: input.language ?? '010', parentPage: text(input.parentPage) };
  const rootList = mobile && Array.isArray(input.mItems) ? input.mItems : Array.isArray(input.items) ? input.items : undefined;
  if (rootList) {
    return rootList
      .map((item, index) => resolveItem(item, index, 'page', walk))
      .filter((root): root is { id: string; entry?: Entry } => root !== undefined)
      .map((root) => buildNode(root.id, root.entry, [], walk));
  }
  const held = heldIds(itemConfigs, mobile);
  return Object.keys(itemConfigs)
    .filter((id) => !held.has(id))
    .map((id) => buildNode(id, itemConfigs[id], [], walk));
}
