import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as compact from '../../../core/meta/json5-unicode.ts';

const require = createRequire(import.meta.url);
const generated = require('json5/lib/unicode.js') as Record<'Space_Separator' | 'ID_Start' | 'ID_Continue', RegExp>;

function codePoints(): string[] {
  const all: string[] = [];
  for (let point = 0x80; point <= 0x10ffff; point += 1) if (point < 0xd800 || point > 0xdfff) all.push(String.fromCodePoint(point));
  return all;
}

describe('json5 character classes shipped to the browser', () => {
  const points = codePoints();

  it.each(['Space_Separator', 'ID_Start', 'ID_Continue'] as const)('%s accepts every character json5 itself accepts', (name) => {
    const missed = points.filter((char) => generated[name].test(char) && !compact[name].test(char));
    expect(missed).toEqual([]);
  });

  it('keeps non-letters out of identifiers', () => {
    for (const char of ['\u00d7', '\u2028', '\u3001', '\uff0c', '\u{1f600}']) {
      expect(compact.ID_Start.test(char)).toBe(false);
      expect(compact.ID_Continue.test(char)).toBe(false);
    }
  });
});
