import '../i18n/page-messages.ts';
import { PlatformError } from '../errors/index.ts';
import { translate } from '../i18n/messages.ts';
import { checkedLabel, defaultMetaCheck } from './check.ts';
import type { MetaCheck } from './check.ts';
import { readConfigText } from './config-text.ts';
import { checkPageContent } from './page-content.ts';
import type { ConfigTextMode } from './config-text.ts';
import { isEmptyReply, isRecord, optionalText, text } from './read.ts';
import type { RawRecord } from './read.ts';

/** Page configuration text, parsed (server-contract.md "PageContent"); open-ended by design. */
export type PageContent = Record<string, unknown>;

/** Page definition record of spec §3, with CONTENT turned into the config object. */
export interface PageDefinition {
  ID: string;
  PAGE_ID: string;
  PAGE_CODE: string;
  PAGE_PATH: string;
  VISUAL_CONFIG_PATH: string;
  META_ID: string;
  META_CODE: string;
  /** Page kind: list, add, edit, detail, statistics. */
  FLAG: string;
  TITLE: string;
  HELP: string;
  SYSTEM: string;
  SYSTEM_CODE: string;
  /** DESIGN §4: '0' none, '1' hide operations the role lacks, '2' show them disabled. */
  RIGHT_CONTROL_MODE: '0' | '1' | '2';
  CONTENT: PageContent;
  label?: string;
  linkedEntitys?: unknown[];
  relatedEntitys?: unknown[];
  systemId?: string;
  /** Attribute lists as id/name pairs with labels. */
  attributes?: Array<{ id: string; name: string; label: string }>;
}

/** Page configuration of spec §3. */
export interface PageConfiguration {
  pageId: string;
  /** The metaId asked for, else the page's own. */
  metaId: string;
  /** META_ID of the page record. */
  pageMetaId: string;
  flag: string;
  itemConfigs: Record<string, unknown>;
  /** Custom script text; run only through config-text's evaluateConfigScript. */
  compileJS?: string;
}

export interface LoadedPage {
  definition: PageDefinition;
  config: PageConfiguration;
}

/** How a page config is asked for: by record id, by page id, or by meta id and flag. */
export type PageConfigQuery = { id: string } | { pageId: string } | { metaId: string; flag: string };

export interface ReadPageOptions {
  mode: ConfigTextMode;
  language?: string;
  user?: unknown;
  meta?: unknown;
  /** Where wrongly typed items are reported (once per kind); the page's shared checker by default. */
  check?: MetaCheck;
}

function rightMode(value: unknown): '0' | '1' | '2' {
  const mode = text(value, '0');
  return mode === '1' || mode === '2' ? mode : '0';
}

function attributePairs(value: unknown): PageDefinition['attributes'] {
  if (!Array.isArray(value)) return undefined;
  return value.filter(isRecord).map((item) => ({ id: text(item.id), name: text(item.name), label: text(item.label, text(item.name)) }));
}

function readDefinition(raw: RawRecord, content: PageContent, check: MetaCheck): PageDefinition {
  const where = `page ${text(raw.PAGE_CODE, text(raw.ID))}`;
  return {
    ID: text(raw.ID),
    PAGE_ID: text(raw.PAGE_ID, text(raw.ID)),
    PAGE_CODE: text(raw.PAGE_CODE),
    PAGE_PATH: text(raw.PAGE_PATH),
    VISUAL_CONFIG_PATH: text(raw.VISUAL_CONFIG_PATH),
    META_ID: text(raw.META_ID),
    META_CODE: text(raw.META_CODE),
    FLAG: text(raw.FLAG),
    TITLE: checkedLabel(raw.TITLE, '', check, `${where} TITLE`),
    HELP: checkedLabel(raw.HELP, '', check, `${where} HELP`),
    SYSTEM: text(raw.SYSTEM),
    SYSTEM_CODE: text(raw.SYSTEM_CODE),
    RIGHT_CONTROL_MODE: rightMode(raw.RIGHT_CONTROL_MODE),
    CONTENT: content,
    label: checkedLabel(raw.label, '', check, `${where} label`) || undefined,
    linkedEntitys: Array.isArray(raw.linkedEntitys) ? raw.linkedEntitys : undefined,
    relatedEntitys: Array.isArray(raw.relatedEntitys) ? raw.relatedEntitys : undefined,
    systemId: optionalText(raw.systemId),
    attributes: attributePairs(raw.attributes),
  };
}

/** A readable name for errors: code, then id, then what was asked for. */
function pageName(raw: RawRecord, query: PageConfigQuery): string {
  const asked = 'id' in query ? query.id : 'pageId' in query ? query.pageId : `${query.metaId}/${query.flag}`;
  return text(raw.PAGE_CODE, text(raw.PAGE_ID, text(raw.ID, asked)));
}

/**
 * A page-config reply → the definition record and the page configuration, or an error value
 * naming the page (empty reply, malformed record, or CONTENT refused or failing).
 */
export function normalizePageRecord(raw: unknown, query: PageConfigQuery, options: ReadPageOptions): LoadedPage | PlatformError {
  if (isEmptyReply(raw)) return new PlatformError('meta.empty', '', { query });
  if (!isRecord(raw)) {
    return new PlatformError('meta.malformed', translate(options.language, 'meta.malformed', pageName({}, query), 'not an object'), raw);
  }
  const name = pageName(raw, query);
  if (raw.CONTENT != null && typeof raw.CONTENT !== 'string') {
    return new PlatformError('config.notObject', translate(options.language, 'config.notObject', name), { pageName: name });
  }
  const check = options.check ?? defaultMetaCheck();
  const page = readDefinition(raw, {}, check);
  const { CONTENT: _omit, ...pageWithoutContent } = page;
  const context = { page: pageWithoutContent, meta: options.meta ?? null, user: options.user ?? null, language: options.language ?? '010' };
  const read = readConfigText(raw.CONTENT as string | undefined, { pageName: name, mode: options.mode, context });
  if (!read.ok) return read.error;
  const content = checkPageContent(read.value, check, `page ${name}`);
  page.CONTENT = content;
  const itemConfigs = isRecord(content.itemConfigs) ? content.itemConfigs : {};
  const compileJS = optionalText(raw.compileJS) ?? optionalText(content.compileJS);
  return {
    definition: page,
    config: {
      pageId: page.PAGE_ID,
      metaId: 'metaId' in query ? query.metaId : page.META_ID,
      pageMetaId: page.META_ID,
      flag: page.FLAG || ('flag' in query ? query.flag : ''),
      itemConfigs,
      compileJS,
    },
  };
}
