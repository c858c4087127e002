import { describe, expect, it, vi } from 'vitest';
import { compileCondition } from '../../../core/rules/index.ts';
import type { Condition } from '../../../core/rules/index.ts';
import { CONDITION_TABLE } from '../../support/condition-table.ts';

/** The shell's half of the shared table: the reference server runs the same lists. */
describe('condition lists the shell accepts and rejects (shared with the reference server)', () => {
  it.each(CONDITION_TABLE.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    const log = vi.fn();
    const predicate = compileCondition(entry.conditions as Condition[], { log });
    const malformed = log.mock.calls.some(([message]) => String(message).startsWith('Malformed condition'));
    expect(malformed, log.mock.calls.map(([message]) => message).join('; ')).toBe(!entry.accepted);
    // A rejected list is false for every row; evaluating an accepted one never throws.
    if (!entry.accepted) expect(predicate({ LEVEL: 'A', CREDIT: 5 })).toBe(false);
    else expect(typeof predicate({ LEVEL: 'A', CREDIT: 5, NAME: 'Alpha', SIGNED_ON: '2024-02-01' })).toBe('boolean');
  });
});
