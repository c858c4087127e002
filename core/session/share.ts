/**
 * Sharing a record (spec §7 getShortUrl, §2 the shorturl route): the record's long address is
 * the app's address (`/app/{client}/{system}/{app}`, without a role, so the receiver's guard picks
 * theirs) with the page to open in its query; FM_URL_MAP/getShortUrl turns it into a link, shown
 * as `/s/{link}`. Whoever opens the link arrives at the long address, and the shell opens the
 * record named there (`recordFromAddress`). Loaded with the pages, not in core's first chunk.
 */
import { buildPath } from '../router/routes.ts';

export interface SharedRecord {
  /** Page kind to open: `detail` unless said otherwise. */
  kind?: string;
  entity?: string;
  pageId?: string;
  recordId: string;
}

export interface AppCodesOfLink {
  client: string;
  system: string;
  app: string;
}

/** The query keys a shared record travels in. */
const KEYS = { kind: 'open', entity: 'entity', pageId: 'pageId', recordId: 'recordId' } as const;

/** The long address of a record: an app address whose query names the page to open. */
export function recordAddress(codes: AppCodesOfLink, record: SharedRecord): string {
  const query = new URLSearchParams();
  query.set(KEYS.kind, record.kind || 'detail');
  if (record.entity) query.set(KEYS.entity, record.entity);
  if (record.pageId) query.set(KEYS.pageId, record.pageId);
  query.set(KEYS.recordId, record.recordId);
  return `${buildPath('app1', { client: codes.client, system: codes.system, app: codes.app })}?${query}`;
}

/** The record an arrival address names, or null when its query names none (or only half of one). */
export function recordFromAddress(query: Readonly<Record<string, string | undefined>> | null | undefined): (SharedRecord & { kind: string }) | null {
  const recordId = query?.[KEYS.recordId];
  const kind = query?.[KEYS.kind];
  const entity = query?.[KEYS.entity];
  const pageId = query?.[KEYS.pageId];
  if (!recordId || !kind || (!entity && !pageId)) return null;
  return { kind, recordId, entity, pageId };
}

export interface ShareDeps {
  getShortUrl(url: string): Promise<string>;
  /** The full address of the `/s/{link}` route in the router's mode. */
  shortAddress(link: string): string;
}

/** Makes the short link of a record: the full address to hand on. */
export async function shareRecord(codes: AppCodesOfLink, record: SharedRecord, deps: ShareDeps): Promise<string> {
  const link = await deps.getShortUrl(recordAddress(codes, record));
  return deps.shortAddress(link);
}
