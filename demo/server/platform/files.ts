/** Files: FM_FILE metadata, upload, download (UTF-8 Chinese file names) and online view. */
import { randomBytes } from 'node:crypto';
import { notFound, param } from '../errors.js';
import { FileReply, type Ctx, type Route } from '../http/context.js';

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined);

interface FileRow {
  ID: string;
  NAME: string;
  SIZE: number;
  TYPE: string;
  CONTENT: Buffer;
}

function fileRow(ctx: Ctx, id: string | undefined): FileRow {
  if (!id) throw param('缺少文件编号 id', 'Missing the file id');
  const row = ctx.app.db.prepare('SELECT ID, NAME, SIZE, TYPE, CONTENT FROM FM_FILE WHERE ID = ?').get(id) as FileRow | undefined;
  if (!row) throw notFound(`文件 ${id.slice(0, 40)} 不存在`, `File ${id.slice(0, 40)} does not exist`);
  return row;
}

export function insertFile(ctx: Pick<Ctx, 'app'>, name: string, type: string, data: Buffer, id = `f-${randomBytes(8).toString('hex')}`): string {
  ctx.app.db.prepare('INSERT INTO FM_FILE (ID, NAME, SIZE, TYPE, CONTENT, CREATED) VALUES (?, ?, ?, ?, ?, ?)')
    .run(id, name, data.length, type, data, new Date().toISOString());
  return id;
}

export const fileRoutes: Record<string, Route> = {
  'FM_FILE/get': {
    handler: (ctx) => {
      const f = fileRow(ctx, str(ctx.params.id));
      return { bean: { data: { ID: f.ID, NAME: f.NAME, SIZE: f.SIZE, TYPE: f.TYPE } } };
    },
  },
  'FM_FILE/upload': {
    post: true,
    handler: (ctx) => {
      if (!ctx.upload) throw param('请选择要上传的文件', 'Please choose a file to upload');
      const name = ctx.upload.name.replace(/[\\/]/g, '_').slice(0, 200) || 'file';
      const id = insertFile(ctx, name, ctx.upload.type, ctx.upload.data);
      return { id, name, size: ctx.upload.data.length };
    },
  },
  '/download': {
    handler: (ctx) => {
      const f = fileRow(ctx, str(ctx.params.id) ?? str(ctx.params.fileId));
      return new FileReply(f.NAME, f.TYPE, f.CONTENT);
    },
  },
  '/onlineview': {
    handler: (ctx) => {
      const f = fileRow(ctx, str(ctx.params.fileId) ?? str(ctx.params.id));
      return new FileReply(f.NAME, f.TYPE, f.CONTENT, true);
    },
  },
};
