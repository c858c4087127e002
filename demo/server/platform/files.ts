/**
 * Files: FM_FILE metadata and lists, upload, download (UTF-8 Chinese file names) and online view.
 * A file is read only by those file-access.ts allows; anyone else is told it does not exist, the
 * same answer as for an unknown id, so ids cannot be probed.
 */
import { randomBytes } from 'node:crypto';
import type { SqlPart } from '../actions/conditions.js';
import { countRows, findRows } from '../actions/query.js';
import { requireRight } from '../actions/rights.js';
import { userClientId } from '../actions/tenant.js';
import { ApiError, notFound, param } from '../errors.js';
import type { FileReply, Ctx, Route } from '../http/context.js';
import { findEntity } from '../meta/entities.js';
import { canReadFile, readableCondition } from './file-access.js';
import { downloadReply, previewReply, type StoredFile } from './file-preview.js';
import { detectType } from './file-types.js';

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined);

interface FileRow extends StoredFile {
  SIZE: number;
}

const missing = (id: string): ApiError => notFound(`文件 ${id.slice(0, 40)} 不存在`, `File ${id.slice(0, 40)} does not exist`);

/** The file row when the session's user may read it; error.notfound otherwise (unknown or not theirs alike). */
function readableFile(ctx: Ctx, id: string | undefined): FileRow {
  if (!id) throw param('缺少文件编号 id', 'Missing the file id');
  if (!canReadFile(ctx, id)) throw missing(id);
  return ctx.app.db.prepare('SELECT ID, NAME, SIZE, TYPE, CONTENT FROM FM_FILE WHERE ID = ?').get(id) as FileRow;
}

export interface NewFile {
  name: string;
  type: string;
  data: Buffer;
  uploader?: string | null;
  client?: string | null;
  id?: string;
}

export function insertFile(ctx: Pick<Ctx, 'app'>, f: NewFile): string {
  const id = f.id ?? `f-${randomBytes(8).toString('hex')}`;
  ctx.app.db
    .prepare('INSERT INTO FM_FILE (ID, NAME, SIZE, TYPE, CONTENT, CREATED, UPLOADER, CLIENT) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(id, f.name, f.data.length, f.type, f.data, new Date().toISOString(), f.uploader ?? null, f.client ?? null);
  return id;
}

/** The reply of a file read, with the headers that keep it from acting as a page of ours. */
const fileDef = findEntity('FM_FILE')!;
const refuse = (): ApiError => new ApiError('error.forbidden', ['文件列表不支持此操作', 'This action is not available on files']);

const listed = (run: (ctx: Ctx, where: SqlPart) => unknown): Route => ({
  handler: (ctx) => {
    requireRight(ctx, fileDef, 'view');
    return run(ctx, readableCondition(ctx));
  },
});

const download: Route = { handler: (ctx) => downloadReply(readableFile(ctx, str(ctx.params.id) ?? str(ctx.params.fileId))) };
const onlineview: Route = { handler: (ctx) => previewReply(ctx, readableFile(ctx, str(ctx.params.fileId) ?? str(ctx.params.id))) };

export const fileRoutes: Record<string, Route> = {
  'FM_FILE/get': {
    handler: (ctx) => {
      const f = readableFile(ctx, str(ctx.params.id));
      return { bean: { data: { ID: f.ID, NAME: f.NAME, SIZE: f.SIZE, TYPE: f.TYPE } } };
    },
  },
  // Lists hold only the files the user may read, whatever the role's FM_FILE right says.
  'FM_FILE/find': listed((ctx, where) => findRows(ctx, fileDef, true, where)),
  'FM_FILE/list': listed((ctx, where) => findRows(ctx, fileDef, false, where)),
  'FM_FILE/getCount': listed((ctx, where) => countRows(ctx, fileDef, where)),
  'FM_FILE/stat': {
    handler: () => {
      throw refuse();
    },
  },
  'FM_FILE/exportExcel': {
    handler: () => {
      throw refuse();
    },
  },
  'FM_FILE/export': {
    handler: () => {
      throw refuse();
    },
  },
  'FM_FILE/download': download,
  'FM_FILE/onlineview': onlineview,
  'FM_FILE/upload': {
    post: true,
    handler: (ctx) => {
      if (!ctx.upload) throw param('请选择要上传的文件', 'Please choose a file to upload');
      const name = ctx.upload.name.replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 200) || 'file';
      const { data } = ctx.upload;
      // The client's Content-Type (ctx.upload.type) is not trusted: the bytes decide.
      const type = detectType(name, data);
      const id = insertFile(ctx, { name, type, data, uploader: ctx.session!.userId, client: userClientId(ctx) });
      return { id, name, size: data.length, type };
    },
  },
  '/download': download,
  '/onlineview': onlineview,
};
