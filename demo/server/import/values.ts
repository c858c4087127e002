/**
 * What a spreadsheet cell says, read as what `save` accepts: a file exported with labels (code
 * and tree texts in either language, 是/否, a customer's name for a reference) imports again. Only
 * the spelling changes here; every check stays with save's own coerce, so an import is refused
 * exactly where a form's save would be. The cell rules are core/imports/cells.ts, the ones the
 * shell's preview reads the same cells with.
 */
import { codeMatcher, codeOf, dashedDate, readBoolean, ungrouped, type CodeMatcher } from '../../../core/imports/cells.js';
import type { Ctx } from '../http/context.js';
import { findEntity } from '../meta/entities.js';
import type { AttrDef, EntityDef } from '../meta/types.js';
import { keyValue } from '../actions/query.js';
import { hasRight } from '../actions/rights.js';
import { scopeToClient } from '../actions/tenant.js';

/** A reference naming no record, by key or business key: the row's error says so in save's words. */
export const NO_SUCH_RECORD: unique symbol = Symbol('no such record');

/** Per batch: the code lists and references of the entity, each read once. */
export class CellReader {
  private readonly codes = new Map<string, CodeMatcher>();
  private readonly refs = new Map<string, Map<string, string | number | null>>();

  constructor(private readonly ctx: Ctx) {}

  /** The cell as save takes it; a value it cannot place is passed on for save's check to refuse. */
  read(attr: AttrDef, cell: unknown): unknown {
    if (typeof cell === 'number' || typeof cell === 'boolean') return attr.type === 'boolean' ? (cell ? 1 : 0) : cell;
    if (typeof cell !== 'string') return cell;
    const text = cell.trim();
    if (text === '') return '';
    switch (attr.type) {
      case 'code':
      case 'tree':
        return this.code(attr.codeKey ?? '', text);
      case 'ref':
        return this.reference(attr, text);
      case 'boolean':
        return readBoolean(text) ?? text;
      case 'int':
      case 'number':
      case 'money':
        return ungrouped(text);
      case 'date':
      case 'datetime':
        return dashedDate(text);
      default:
        return cell;
    }
  }

  private code(key: string, text: string): string {
    let list = this.codes.get(key);
    if (!list) {
      const rows = this.ctx.app.db.prepare('SELECT VALUE, TEXT, TEXT_EN FROM FM_CODE_DEFINE WHERE KEY = ? ORDER BY ORDER_NUM, VALUE').all(key) as {
        VALUE: string;
        TEXT: string;
        TEXT_EN: string | null;
      }[];
      list = codeMatcher(rows.map((r) => ({ value: r.VALUE, labels: [r.TEXT, r.TEXT_EN] })));
      this.codes.set(key, list);
    }
    return codeOf(list, text) ?? text;
  }

  /** A reference by the related record's key, else by its business key when exactly one record has it. */
  private reference(attr: AttrDef, text: string): string | number | typeof NO_SUCH_RECORD {
    const target = findEntity(attr.relatedEntity);
    if (!target) return NO_SUCH_RECORD;
    let known = this.refs.get(target.code);
    if (!known) {
      known = new Map();
      this.refs.set(target.code, known);
    }
    if (!known.has(text)) known.set(text, this.lookUp(target, text));
    return known.get(text) ?? NO_SUCH_RECORD;
  }

  private lookUp(target: EntityDef, text: string): string | number | null {
    const db = this.ctx.app.db;
    let key: string | number | undefined;
    try {
      key = keyValue(target, text);
    } catch {
      key = undefined;
    }
    // Only the importer's client's records: another client's key or name is as unknown as any.
    const own = scopeToClient(this.ctx, target);
    const mine = own ? ` AND ${own.sql}` : '';
    const mineParams = own?.params ?? [];
    if (key !== undefined && db.prepare(`SELECT 1 FROM "${target.code}" WHERE "ID" = ?${mine}`).get(key, ...mineParams)) return key;
    const business = target.attrs.find((a) => a.busiKey);
    // A name is read from the related rows only for an importer who may view them: else whether a
    // customer of that name exists would be a way to read customers.
    if (!business || !hasRight(this.ctx, target, 'view')) return null;
    const found = db.prepare(`SELECT "ID" AS id FROM "${target.code}" WHERE "${business.name}" = ?${mine} LIMIT 2`).all(text, ...mineParams) as {
      id: string | number;
    }[];
    return found.length === 1 ? found[0]!.id : null;
  }
}
