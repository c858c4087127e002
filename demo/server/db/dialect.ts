/**
 * The one place where the server's SQL (written for SQLite) becomes PostgreSQL's. The server's
 * statements keep SQLite's spelling: `?` placeholders, identifiers in upper case, quoted or not.
 * PostgreSQL folds unquoted identifiers to lower case and keeps quoted ones as written, so every
 * quoted identifier is folded here too (the tables are created through the same translation):
 * `"FM_FILE"."ID"` and `FM_FILE.ID` then name the same column, as they do in SQLite. A result's
 * column names come back in lower case; `restoreNames` gives them the spelling the statement used.
 *
 * A few SQLite words have another PostgreSQL spelling (IFNULL, LIKE's case rule) and are renamed;
 * the rest of SQLite's functions the server calls (instr, cond_num…) exist in PostgreSQL as
 * functions the migrations create (migrations.ts). Pure functions: the query threads use them too.
 */

export type Dialect = 'sqlite' | 'postgres';

/**
 * The dialect of the store this process opened (schema.ts openDb sets it): SQL built from the
 * entity definitions (conditions, report buckets) asks it where the two stores differ. One
 * process serves one store.
 */
let current: Dialect = 'sqlite';
export const storeDialect = (): Dialect => current;
export function setStoreDialect(d: Dialect): void {
  current = d;
}

export interface Translated {
  /** The PostgreSQL text, `$1…$n` for the `?` placeholders. */
  text: string;
  /** Lower-case name → the spelling the statement used, for result column names. */
  names: Map<string, string>;
  /** How many placeholders it holds. */
  params: number;
}

/** Words renamed as a whole (outside literals and quoted names). */
const RENAMED: Record<string, string> = {
  ifnull: 'COALESCE',
  // SQLite's LIKE ignores the case of ASCII letters; PostgreSQL's ILIKE does too (and, with the
  // database's C character type, of ASCII letters only).
  like: 'ILIKE',
};

const isWordStart = (ch: string): boolean => /[A-Za-z_]/.test(ch);
const isWordPart = (ch: string): boolean => /[A-Za-z0-9_$]/.test(ch);

/** Translates one statement (or several, for `exec`) from the server's SQLite text. */
export function toPostgres(sql: string): Translated {
  const names = new Map<string, string>();
  /** Names given with AS: the result's column is spelled as its alias, whatever else the text holds. */
  const aliases = new Set<string>();
  let afterAs = false;
  const remember = (name: string): void => {
    const lower = name.toLowerCase();
    if (afterAs) {
      if (!aliases.has(lower)) names.set(lower, name);
      aliases.add(lower);
    } else if (!names.has(lower)) names.set(lower, name);
  };
  let out = '';
  let n = 0;
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i]!;
    if (ch === "'") {
      let j = i + 1;
      while (j < sql.length) {
        if (sql[j] === "'") {
          if (sql[j + 1] === "'") j += 2;
          else break;
        } else j += 1;
      }
      out += sql.slice(i, j + 1);
      i = j + 1;
    } else if (ch === '"') {
      const end = sql.indexOf('"', i + 1);
      const name = sql.slice(i + 1, end < 0 ? sql.length : end);
      remember(name);
      afterAs = false;
      out += `"${name.toLowerCase()}"`;
      i = end < 0 ? sql.length : end + 1;
    } else if (ch === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end;
    } else if (ch === '$' && sql[i + 1] === '$') {
      // A function body, written for PostgreSQL already.
      const end = sql.indexOf('$$', i + 2);
      const stop = end < 0 ? sql.length : end + 2;
      out += sql.slice(i, stop);
      i = stop;
    } else if (ch === '?') {
      n += 1;
      out += `$${n}`;
      i += 1;
    } else if (isWordStart(ch)) {
      let j = i + 1;
      while (j < sql.length && isWordPart(sql[j]!)) j += 1;
      const word = sql.slice(i, j);
      const renamed = RENAMED[word.toLowerCase()];
      if (renamed) out += renamed;
      else {
        remember(word);
        out += word;
      }
      afterAs = word.toUpperCase() === 'AS';
      i = j;
    } else {
      out += ch;
      i += 1;
    }
  }
  // A value tested for null alone has no type PostgreSQL can infer.
  out = out.replace(/(\$\d+)(\s+IS\s+(?:NOT\s+)?NULL)/gi, 'CAST($1 AS TEXT)$2');
  // A list bound as one JSON text (`x IN (SELECT value FROM json_each(?))`): PostgreSQL reads its
  // items as texts, so the column is compared as text too.
  out = out.replace(
    /((?:"[^"]+"|\w+)(?:\.(?:"[^"]+"|\w+))?)\s+(NOT\s+)?IN\s+\(SELECT value FROM json_each\((\$\d+)\)\)/gi,
    (_m, column: string, not: string | undefined, p: string) => `CAST(${column} AS TEXT) ${not ?? ''}IN (SELECT json_array_elements_text(CAST(${p} AS json)))`,
  );
  return { text: out, names, params: n };
}

/** A statement translated once, with the name it is prepared under (none past the limit). */
export type NamedStatement = Translated & { name: string | undefined };

/**
 * Names for a connection to prepare statements under, one per text: PostgreSQL parses and plans a
 * named statement once per connection, an unnamed one on every call. The server's texts are few;
 * past `limit` of them (generated filters) the rest get no name and run unnamed.
 */
export function statementNames(prefix: string, limit: number): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (!name && names.size < limit) {
      name = `${prefix}${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
}

/** Statements by their SQLite text, translated once and named (statementNames); past the limit translated each time. */
export function namedStatements(prefix: string, limit: number): (sql: string) => NamedStatement {
  const nameOf = statementNames(prefix, limit);
  const known = new Map<string, NamedStatement>();
  return (sql) => {
    const found = known.get(sql);
    if (found) return found;
    const made = { ...toPostgres(sql), name: nameOf(sql) };
    if (made.name) known.set(sql, made);
    return made;
  };
}

/**
 * The result's column names as the statement spelled them (`value` stays `value`, `VALUE` comes
 * back `VALUE`); a column the text does not name (`SELECT *`) in upper case, as every table's
 * columns are spelled.
 */
export function restoreNames(fields: readonly string[], names: Map<string, string>): string[] {
  return fields.map((f) => names.get(f) ?? f.toUpperCase());
}

/** SQLite's constraint codes for PostgreSQL's, where the server tells them apart (a duplicate key). */
export function sqliteCodeOf(pgCode: string | undefined, constraint: string | undefined): string {
  switch (pgCode) {
    case '23505':
      return constraint?.endsWith('_pkey') ? 'SQLITE_CONSTRAINT_PRIMARYKEY' : 'SQLITE_CONSTRAINT_UNIQUE';
    case '23502':
      return 'SQLITE_CONSTRAINT_NOTNULL';
    case '23503':
      return 'SQLITE_CONSTRAINT_FOREIGNKEY';
    case '23514':
      return 'SQLITE_CONSTRAINT_CHECK';
    case '22001':
      return 'SQLITE_TOOBIG';
    default:
      return 'SQLITE_ERROR';
  }
}

/**
 * DDL written for SQLite, for PostgreSQL: 64-bit integers (times in milliseconds are stored),
 * doubles for REAL, identity columns for AUTOINCREMENT, bytea for BLOB.
 */
export function ddlFor(dialect: Dialect, ddl: string): string {
  if (dialect === 'sqlite') return ddl;
  return ddl
    .replace(/\bINTEGER PRIMARY KEY AUTOINCREMENT\b/g, 'BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY')
    .replace(/\bINTEGER\b/g, 'BIGINT')
    .replace(/\bREAL\b/g, 'DOUBLE PRECISION')
    .replace(/\bBLOB\b/g, 'BYTEA')
    .replace(/\)\s*WITHOUT ROWID/g, ')');
}
