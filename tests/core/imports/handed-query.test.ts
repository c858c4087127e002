import { describe, expect, it } from 'vitest';
import { handedQuery } from '../../../core/imports/index.ts';

describe('the query a list hands to the import/export page', () => {
  it('reads a condition list and a sort as text or JSON', () => {
    const conditions = [{ field: 'LEVEL', mode: 'equal', value: 'A' }];
    expect(handedQuery({ conditions: JSON.stringify(conditions), sort: 'CREDIT DESC' })).toEqual({
      conditions,
      sort: { field: 'CREDIT', order: 'desc' },
      unreadable: false,
    });
    expect(handedQuery({ sort: '[{"field":"NAME","order":"asc"}]' }).sort).toEqual({ field: 'NAME', order: 'asc' });
    expect(handedQuery({ sort: '{"field":"NAME","order":"desc"}' }).sort).toEqual({ field: 'NAME', order: 'desc' });
  });

  it("leaves out what is not a condition list, says so, and falls back to the page config's sort", () => {
    const fallback = { field: 'ID', order: 'asc' as const };
    expect(handedQuery({ conditions: '{"field":"X"}', sort: '{"by":"NAME"}' }, fallback)).toEqual({ conditions: [], sort: fallback, unreadable: true });
    expect(handedQuery({ conditions: 'not json' }).unreadable).toBe(true);
    expect(handedQuery(undefined, fallback)).toEqual({ conditions: [], sort: fallback, unreadable: false });
  });
});
