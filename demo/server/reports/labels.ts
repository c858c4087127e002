/** The labels of dimension values in the request's language: code lists, references, yes/no. */
import type { Ctx } from '../http/context.js';
import { codeLabels } from '../actions/query.js';
import { scopeToClient } from '../actions/tenant.js';
import { allAttrs, column, findEntity } from '../meta/entities.js';
import type { AttrDef } from '../meta/types.js';
import type { I18n, KeyValue } from './types.js';

export type Labeller = (value: unknown) => KeyValue;

const CHUNK = 500;

export const textOf = (ctx: Ctx, label: I18n | undefined): string => (ctx.lang === 'en' ? label?.['011'] : label?.['010']) ?? '';

/** The business key text of referenced rows, read for the values the report holds. */
function referenceLabels(ctx: Ctx, attr: AttrDef, values: unknown[]): Map<string, string> {
  const target = findEntity(attr.relatedEntity);
  const key = target ? allAttrs(target).find((a) => a.busiKey) : undefined;
  const out = new Map<string, string>();
  if (!target || !key) return out;
  const ids = [...new Set(values.filter((v) => v !== null && v !== undefined))];
  const own = scopeToClient(ctx, target);
  const mine = own ? ` AND ${own.sql}` : '';
  for (let i = 0; i < ids.length; i += CHUNK) {
    const part = ids.slice(i, i + CHUNK);
    const rows = ctx.app.db
      .prepare(`SELECT "ID" AS id, "${column(key)}" AS label FROM "${target.code}" WHERE "ID" IN (${part.map(() => '?').join(', ')})${mine}`)
      .all(...part, ...(own?.params ?? [])) as { id: unknown; label: unknown }[];
    for (const r of rows) out.set(String(r.id), String(r.label ?? ''));
  }
  return out;
}

/** A labeller of one dimension's values; `values` are the ones the run found. */
export function labellerOf(ctx: Ctx, attr: AttrDef, values: unknown[]): Labeller {
  const en = ctx.lang === 'en';
  let labels: Map<string, string> | undefined;
  if (attr.codeKey) labels = codeLabels(ctx, attr.codeKey);
  else if (attr.type === 'ref') labels = referenceLabels(ctx, attr, values);
  else if (attr.type === 'boolean')
    labels = new Map(
      en
        ? [
            ['1', 'Yes'],
            ['0', 'No'],
          ]
        : [
            ['1', '是'],
            ['0', '否'],
          ],
    );
  return (raw) => {
    const value = raw === undefined || raw === null ? null : (raw as string | number);
    if (value === null) return { value, label: en ? '(empty)' : '（空）' };
    return { value, label: labels?.get(String(value)) ?? String(value) };
  };
}
