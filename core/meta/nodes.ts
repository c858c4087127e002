import '../i18n/page-messages.ts';
import { PlatformError } from '../errors/index.ts';
import { translate } from '../i18n/messages.ts';
import { checkedLabel, defaultMetaCheck } from './check.ts';
import type { MetaCheck } from './check.ts';
import { AUDIT_FIELDS } from './entity.ts';
import { isRecord, optionalText, text } from './read.ts';
import type { CodeNode, MetaNode } from './types.ts';

/**
 * Node trees of spec §3: relation trees, view fields, entity field trees and code-list trees.
 * A reply is JSON and so finite, but a hand-built or proxied reply can still hold the same object
 * twice on one path (a cycle) or be absurdly deep: both become an error value instead of a hang
 * or a stack overflow.
 */
const MAX_DEPTH = 32;

/** Separator of composite field keys: `contacts.NAME` (link flag path, then the code). */
export const FIELD_KEY_SEPARATOR = '.';

export function joinFieldKey(prefix: string, code: string): string {
  return prefix ? `${prefix}${FIELD_KEY_SEPARATOR}${code}` : code;
}

class TreeError extends Error {
  constructor(readonly reason: 'cycle' | string) {
    super(reason);
  }
}

interface Walk {
  /** Raw objects on the current path, for cycle detection. */
  path: Set<object>;
  depth: number;
}

function enter(walk: Walk, raw: object): Walk {
  if (walk.path.has(raw)) throw new TreeError('cycle');
  if (walk.depth >= MAX_DEPTH) throw new TreeError(`deeper than ${MAX_DEPTH} levels`);
  return { path: new Set(walk.path).add(raw), depth: walk.depth + 1 };
}

function rawList(value: unknown, what: string): unknown[] {
  if (value == null) return [];
  if (!Array.isArray(value)) throw new TreeError(`${what} is not a list`);
  return value;
}

function readMetaNode(raw: unknown, prefix: string, walk: Walk, isSub: boolean): MetaNode | undefined {
  if (!isRecord(raw)) throw new TreeError('a node is not an object');
  const inner = enter(walk, raw);
  const code = text(raw.code, text(raw.id));
  if (code === '') throw new TreeError('a node has no code');
  const type = isSub ? 'meta' : text(raw.type, 'field');
  if (type === 'field' && AUDIT_FIELDS.has(code)) return undefined;
  const linkFlag = optionalText(raw.linkFlag);
  const childPrefix = linkFlag ? joinFieldKey(prefix, linkFlag) : prefix;
  const fields = readMetaNodes(raw.children, childPrefix, inner, false, 'children');
  const subs = readMetaNodes(raw.relationMetaList ?? raw.relationMeta, childPrefix, inner, true, 'relationMetaList');
  const node: MetaNode = {
    id: text(raw.id, code),
    code,
    text: checkedLabel(raw.text, '', defaultMetaCheck(), `node ${code} text`) || checkedLabel(raw.label, code, defaultMetaCheck(), `node ${code} label`),
    type,
    systemCode: optionalText(raw.systemCode),
    clientCode: optionalText(raw.clientCode),
    linkFlag,
    relationType: optionalText(raw.relationType),
    relatedEntity: optionalText(raw.relatedEntity),
    fieldKey: joinFieldKey(prefix, code),
    children: [...fields, ...subs],
    relationMeta: subs,
  };
  if (isSub) node.isSub = true;
  return node;
}

function readMetaNodes(value: unknown, prefix: string, walk: Walk, isSub: boolean, what: string): MetaNode[] {
  const out: MetaNode[] = [];
  for (const item of rawList(value, what)) {
    const node = readMetaNode(item, prefix, walk, isSub);
    if (node) out.push(node);
  }
  return out;
}

function toError(cause: unknown, entity: string, language?: string): PlatformError {
  if (cause instanceof TreeError && cause.reason === 'cycle') {
    return new PlatformError('meta.cycle', translate(language, 'meta.cycle', entity));
  }
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new PlatformError('meta.malformed', translate(language, 'meta.malformed', entity, reason), cause);
}

/** metaRelationTree reply (one root node) → a node tree, or an error value. */
export function normalizeRelationTree(raw: unknown, metaId: string, language?: string): MetaNode | PlatformError {
  try {
    const root = readMetaNode(raw, '', { path: new Set(), depth: 0 }, false);
    if (!root) return toError(new TreeError('the root is an audit field'), metaId, language);
    return root;
  } catch (cause) {
    return toError(cause, metaId, language);
  }
}

/**
 * getEntityMetaView / entityFieldTreeStore reply (a node list) → node trees, the first marked
 * main when `markMain` (view-field trees, spec §3), or an error value.
 */
export function normalizeNodeList(raw: unknown, metaId: string, language?: string, markMain = false): MetaNode[] | PlatformError {
  try {
    const nodes = readMetaNodes(raw, '', { path: new Set(), depth: 0 }, false, 'the reply');
    if (markMain && nodes[0]) nodes[0].main = true;
    return nodes;
  } catch (cause) {
    return toError(cause, metaId, language);
  }
}

/**
 * Code lists degrade per item: a code that is not an object is dropped, children that are not a
 * list read as none, a text that is not text gives way to the value; each reported once per kind.
 * A reply that is not a list, a cycle and absurd depth still fail the whole list.
 */
function readCodeNodes(value: unknown, parentValues: string[], walk: Walk, check: MetaCheck, where: string): CodeNode[] {
  const out: CodeNode[] = [];
  for (const raw of rawList(value, 'the reply')) {
    if (!isRecord(raw)) {
      check('item-not-object', where);
      continue;
    }
    const inner = enter(walk, raw);
    const value = text(raw.value, text(raw.id));
    const label =
      checkedLabel(raw.text, '', check, `${where} ${value} text`) ||
      checkedLabel(raw.title, '', check, `${where} ${value} title`) ||
      checkedLabel(raw.label, value, check, `${where} ${value} label`);
    const values = [...parentValues, value];
    let children = raw.children;
    if (children != null && !Array.isArray(children)) {
      check('list-not-list', `${where} ${value} children`);
      children = [];
    }
    const title = checkedLabel(raw.title, label, check, `${where} ${value} title`);
    out.push({ text: label, title, value, values, children: readCodeNodes(children, values, inner, check, where) });
  }
  return out;
}

/** getCodes / getTree reply → code nodes with `values` paths, or an error value. */
export function normalizeCodeNodes(raw: unknown, key: string, language?: string, check: MetaCheck = defaultMetaCheck()): CodeNode[] | PlatformError {
  try {
    return readCodeNodes(raw, [], { path: new Set(), depth: 0 }, check, `code list ${key}`);
  } catch (cause) {
    return toError(cause, key, language);
  }
}

/** Depth-first search for the node holding `value`. */
export function findCode(nodes: readonly CodeNode[], value: string): CodeNode | undefined {
  for (const node of nodes) {
    if (node.value === value) return node;
    const found = findCode(node.children, value);
    if (found) return found;
  }
  return undefined;
}
