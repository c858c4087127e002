/**
 * The records' platform calls, one typed function each, and what the instance remembers of their
 * answers for the page's life: file records and related-record labels.
 */
import type { FileResult, RequestSpec } from '../http/index.ts';
import type { Children, FileInfo, RecordEntity, Row, UploadedFile } from './types.ts';
import { lockOf } from './lock.ts';
import type { RecordLock } from './lock.ts';

export interface RecordsHttp {
  request<T>(spec: RequestSpec): Promise<T>;
  download(spec: RequestSpec): Promise<FileResult>;
  fileUrl(id: string): string;
}

/** The metadata the label lookup reads: the entity's id, keys and business-key attribute. */
export interface LabelMeta {
  id: string;
  keyNames: string[];
  attributes: Array<{ name: string; busiKey?: string }>;
}

export interface CallsDeps {
  http: RecordsHttp;
  getMeta: (entity: string) => Promise<LabelMeta>;
}

/** A record as `get` returns it: its values and its child rows per relation. */
export interface StoredRecord {
  values: Row;
  children: Record<string, unknown>;
  /** The record is under approval: what this reader may still change (core/records lock.ts). */
  lock?: RecordLock | null;
}

/** What `save` / `update` answer. */
export interface SaveReply {
  id?: string | number;
  bean?: Row;
  /** The approval this save started (docs/server-contract.md "Generic actions"): the record is locked until it ends. */
  approval?: { instanceId?: string; definitionId?: string; name?: Record<string, string> | string; status?: string };
}

export interface SaveRequest {
  /** The entity's id, else its code. */
  entity: string;
  /** `update` for an edit (the record must still exist), `save` for a new record or a sub grid. */
  action: 'save' | 'update';
  data: Row;
  children: Children;
}

export interface RecordCalls {
  /** `{entity}/get?id=`: the record and its children (silent: the page shows the error). */
  getRecord(entity: string, id: string): Promise<StoredRecord>;
  /** POST `{entity}/save` or `update` with `{ data, children }` (silent); `error.conflict` when stale. */
  saveRecord(request: SaveRequest): Promise<SaveReply>;
  /** FM_FILE/get, once per id for the instance; an unreadable file reads as its id. */
  fileInfo(id: string): Promise<FileInfo>;
  /** FM_FILE/upload (FormData `file`); the file is then known to `fileInfo`. */
  uploadFile(file: Blob): Promise<UploadedFile>;
  /** An attachment's file, downloaded by its id (the blob and the server's file name). */
  downloadFile(id: string): Promise<FileResult>;
  /** Tells `fileInfo` a file's record without asking. */
  rememberFile(id: string, info: FileInfo): void;
  /** The readable label of a related record (its first business-key attribute), else its id. */
  refLabel(entity: string, id: string): Promise<string>;
  /** Tells `refLabel` a label a picker already knows. */
  rememberRefLabel(entity: string, id: string, label: string): void;
}

/** The entity a record call names: the metadata's id, else its code. */
export const entityRef = (meta: Pick<RecordEntity, 'id' | 'code'>) => meta.id || meta.code;

export function createRecordCalls(deps: CallsDeps): RecordCalls {
  const { http } = deps;
  const files = new Map<string, Promise<FileInfo>>();
  const labels = new Map<string, Promise<string>>();

  async function getRecord(entity: string, id: string): Promise<StoredRecord> {
    const reply = await http.request<{ bean?: { data?: Row; children?: Record<string, unknown>; approval?: unknown } } | null>({
      entity,
      action: 'get',
      params: { id },
      silent: true,
    });
    return { values: reply?.bean?.data ?? {}, children: reply?.bean?.children ?? {}, lock: lockOf(reply?.bean) };
  }

  function fileInfo(id: string): Promise<FileInfo> {
    let pending = files.get(id);
    if (!pending) {
      pending = http
        .request<{ bean?: { data?: FileInfo } } | null>({ entity: 'FM_FILE', action: 'get', params: { id }, silent: true })
        .then((reply) => reply?.bean?.data ?? { NAME: id })
        .catch(() => {
          files.delete(id);
          return { NAME: id };
        });
      files.set(id, pending);
    }
    return pending;
  }

  function refLabel(entity: string, id: string): Promise<string> {
    const key = `${entity}|${id}`;
    let pending = labels.get(key);
    if (!pending) {
      pending = (async () => {
        const meta = await deps.getMeta(entity);
        const row = (await getRecord(meta.id || entity, id)).values;
        const busi = meta.attributes.find((a) => a.busiKey === '1' && !meta.keyNames.includes(a.name));
        return String((busi && row[busi.name]) || id);
      })().catch(() => {
        labels.delete(key);
        return id;
      });
      labels.set(key, pending);
    }
    return pending;
  }

  return {
    getRecord,
    saveRecord: ({ entity, action, data, children }) =>
      http.request<SaveReply | null>({ entity, action, method: 'POST', data: { data, children }, silent: true }).then((reply) => reply ?? {}),
    fileInfo,
    downloadFile: (id) => http.download({ url: http.fileUrl(id) }),
    async uploadFile(file) {
      const form = new FormData();
      form.append('file', file);
      // Not silent: a refused upload is reported as any call's error is.
      const reply = await http.request<{ id: string | number; name: string; type?: string }>({
        entity: 'FM_FILE',
        action: 'upload',
        method: 'POST',
        formData: form,
      });
      const uploaded = { id: String(reply.id), name: reply.name, type: reply.type };
      files.set(uploaded.id, Promise.resolve({ NAME: uploaded.name, TYPE: uploaded.type }));
      return uploaded;
    },
    rememberFile: (id, info) => void files.set(id, Promise.resolve(info)),
    refLabel,
    rememberRefLabel: (entity, id, label) => void labels.set(`${entity}|${id}`, Promise.resolve(label)),
  };
}
