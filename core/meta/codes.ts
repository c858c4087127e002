import { PlatformError } from '../errors/index.ts';
import { findCode, normalizeCodeNodes } from './nodes.ts';
import { isRecord, text } from './read.ts';
import { cached, languageKey, unwrap } from './service.ts';
import type { LoadOptions, MetaServiceContext } from './service.ts';
import type { CodeNode, FuzzyOption, MetaTag } from './types.ts';

export interface CodeServices {
  /** Code list (FM_CODE_DEFINE/getCodes by key and systemId), cached per language; rejects on failure. */
  getCodes(key: string, systemId?: string, options?: LoadOptions): Promise<CodeNode[]>;
  /** Tree code list (FM_CODE_DEFINE/getTree), cached per language; rejects on failure. */
  getTree(key: string, options?: LoadOptions): Promise<CodeNode[]>;
  /** The code list getCodes holds for the current language, without loading (a form's selects draw at once). */
  peekCodes(key: string, systemId?: string): CodeNode[] | undefined;
  /** The tree getTree holds for the current language, without loading. */
  peekTree(key: string): CodeNode[] | undefined;
  /**
   * Label of a code value: from the current language's cached list or tree when it holds the value, else the server's
   * getLabel. Resolves '' when nobody knows the value (a label is never worth an error).
   */
  getLabel(key: string, value: string, systemId?: string): Promise<string>;
  /** Options for reference pickers (FM_ENTITY/fuzzyQueryOption); not cached, keyword-driven. */
  fuzzyQueryOption(metaId: string, keyword: string, limit?: number): Promise<FuzzyOption[]>;
  /** Tags of an entity (FM_ENTITY/getTags), cached with the object trees (not worded per language). */
  getTags(metaId: string): Promise<MetaTag[]>;
}

function missing(what: string): PlatformError {
  return new PlatformError('meta.empty', '', { missing: what });
}

function readOptions(raw: unknown): FuzzyOption[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isRecord).map((item) => ({ value: text(item.value), label: text(item.label, text(item.value)) }));
}

function readTags(raw: unknown): MetaTag[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isRecord).map((item) => ({ id: text(item.id), name: text(item.name), color: text(item.color) || undefined }));
}

export function createCodeServices(service: MetaServiceContext): CodeServices {
  const { http, caches, language } = service;
  // The spec asks code lists by key and systemId: the current app's system unless one is named.
  const currentSystem = (): string => {
    const id = service.context.state.$appConfig.get()?.['SYSTEM|ID'];
    return id === undefined || id === null ? '' : String(id);
  };

  function getCodes(key: string, systemId = currentSystem(), options: LoadOptions = {}): Promise<CodeNode[]> {
    if (!key) return Promise.reject(missing('key'));
    return cached(caches.codeLists, languageKey(service, `${systemId}|${key}`), async () => {
      const params = systemId ? { key, systemId } : { key };
      const raw = await http.request<unknown>({ entity: 'FM_CODE_DEFINE', action: 'getCodes', params, silent: options.silent });
      return unwrap(normalizeCodeNodes(raw, key, language(), service.check));
    });
  }

  function getTree(key: string, options: LoadOptions = {}): Promise<CodeNode[]> {
    if (!key) return Promise.reject(missing('key'));
    return cached(caches.treeLists, languageKey(service, key), async () => {
      const raw = await http.request<unknown>({ entity: 'FM_CODE_DEFINE', action: 'getTree', params: { key }, silent: options.silent });
      return unwrap(normalizeCodeNodes(raw, key, language(), service.check));
    });
  }

  async function getLabel(key: string, value: string, systemId = currentSystem()): Promise<string> {
    if (!key || value === '' || value == null) return '';
    const tree = caches.treeLists.peek(languageKey(service, key)) as CodeNode[] | undefined;
    const local = (tree && findCode(tree, value)) ?? findCode(await getCodes(key, systemId).catch(() => []), value);
    if (local) return local.text;
    try {
      const params = { key, value };
      const raw = await http.request<unknown>({ entity: 'FM_CODE_DEFINE', action: 'getLabel', params, silent: true });
      return isRecord(raw) ? text(raw.label) : text(raw);
    } catch {
      return '';
    }
  }

  async function fuzzyQueryOption(metaId: string, keyword: string, limit = 20): Promise<FuzzyOption[]> {
    if (!metaId) throw missing('metaId');
    const raw = await http.request<unknown>({ entity: 'FM_ENTITY', action: 'fuzzyQueryOption', params: { metaId, keyword, limit } });
    return readOptions(raw);
  }

  function getTags(metaId: string): Promise<MetaTag[]> {
    if (!metaId) return Promise.reject(missing('metaId'));
    return cached(caches.objectTrees, `tags:${metaId}`, async () => {
      const raw = await http.request<unknown>({ entity: 'FM_ENTITY', action: 'getTags', params: { metaId } });
      return readTags(raw);
    });
  }

  return {
    getCodes,
    getTree,
    peekCodes: (key, systemId = currentSystem()) => caches.codeLists.peek(languageKey(service, `${systemId}|${key}`)) as CodeNode[] | undefined,
    peekTree: (key) => caches.treeLists.peek(languageKey(service, key)) as CodeNode[] | undefined,
    getLabel,
    fuzzyQueryOption,
    getTags,
  };
}
