import { registerMessages, translate } from './messages.ts';
import type { MessageKey } from './messages.ts';

/** Words of one part of the product: each key holds [zh-CN ('010'), en-US ('011')], `%s` placeholders. */
export type WordTable = Readonly<Record<string, readonly [string, string]>>;

/** Fills a word of the table in one language, each `%s` with the next argument. */
export type WordLookup<K extends string> = (key: K, ...args: unknown[]) => string;

/** A table's lookup for a language code (`'011'` English, any other code Chinese, as the catalogue). */
export type Words<K extends string> = (language: string | null | undefined) => WordLookup<K>;

/**
 * Adds a table to the one message catalogue under `{scope}.{key}` and gives its typed lookup.
 * A table lives in the chunk that draws its words, so a lazy page brings its own words when it
 * loads; `i18n.t('{scope}.{key}')` reads the same words once that chunk has loaded.
 */
export function defineWords<const T extends WordTable>(scope: string, table: T): Words<keyof T & string> {
  const prefix = `${scope}.`;
  registerMessages(table, prefix);
  return (language) =>
    (key, ...args) =>
      translate(language, (prefix + key) as MessageKey, ...args);
}
