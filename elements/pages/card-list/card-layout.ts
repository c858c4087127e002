/**
 * Which columns a card shows: the page config's `card` (`{ title, subtitle, fields }`, attribute
 * names) when it names them, else the list's columns in order: the first is the title, the second
 * the subtitle, the next three the fields.
 */
import type { Column } from '../kit/columns.ts';
import type { PageContent } from '../kit/types.ts';

export interface CardLayout {
  title?: Column;
  subtitle?: Column;
  fields: Column[];
}

const CARD_FIELDS = 3;

interface CardConfig {
  title?: unknown;
  subtitle?: unknown;
  fields?: unknown;
}

export function cardLayout(columns: Column[], content: PageContent): CardLayout {
  const config = (content.card && typeof content.card === 'object' ? content.card : {}) as CardConfig;
  const byName = (name: unknown) => (typeof name === 'string' ? columns.find((c) => c.name === name) : undefined);
  const title = byName(config.title) ?? columns[0];
  const subtitle = byName(config.subtitle) ?? (config.subtitle === undefined ? columns.find((c) => c !== title) : undefined);
  const named = Array.isArray(config.fields) ? config.fields.map(byName).filter((c): c is Column => Boolean(c)) : [];
  const fields = named.length ? named : columns.filter((c) => c !== title && c !== subtitle);
  return { title, subtitle, fields: fields.slice(0, CARD_FIELDS) };
}
