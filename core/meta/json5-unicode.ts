/**
 * The character classes json5's reader asks for, as Unicode property escapes: the same categories
 * (ES5.1 identifiers: letters and letter numbers to start, plus marks, digits and connector
 * punctuation to continue; space separators) as the tables json5 generates, without their 6 KB of
 * ranges. The build points json5's `lib/unicode` here (vite.config.ts, `json5Unicode`).
 */
export const Space_Separator = /\p{Zs}/u;
export const ID_Start = /[\p{Lu}\p{Ll}\p{Lt}\p{Lm}\p{Lo}\p{Nl}]/u;
export const ID_Continue = /[\p{Lu}\p{Ll}\p{Lt}\p{Lm}\p{Lo}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}]/u;
