import { describe, expect, it } from 'vitest';
import {
  afterSave,
  childPayload,
  childRelations,
  conditionInputs,
  firstError,
  parentPayload,
  pickRelation,
  savePayload,
  shownChildRelations,
} from '../../../core/records/index.ts';

const relation = (code: string, flag = '1', viewCascade = '1') => ({ code, entityA: code, entityB: 'P', flag, viewCascade, linkAttri: 'P_ID', title: code });
const parent = { id: 'p-id', code: 'P', keyNames: ['ID'], relations: [relation('A'), relation('B', '0'), relation('C')] };

describe('records: form logic', () => {
  it('shows child sections of flag and viewCascade "1", or those the config lists, in its order', () => {
    expect(childRelations(parent).map((r) => [r.code, r.child])).toEqual([
      ['A', 'A'],
      ['C', 'C'],
    ]);
    expect(shownChildRelations(parent, { childRelations: ['C', 'X', 'A'] }).map((r) => r.code)).toEqual(['C', 'A']);
    expect(pickRelation(parent, undefined)?.code).toBe('A');
    expect(pickRelation(parent, 'B')?.code).toBe('B');
    expect(pickRelation(parent, 'X')).toBeUndefined();
  });

  it('sends the keys, the version and the visible writable fields, empty as null', () => {
    const fields = [
      { name: 'A', dataType: 'string', visible: true, readOnly: false },
      { name: 'B', dataType: 'string', visible: false, readOnly: false },
      { name: 'C', dataType: 'string', visible: true, readOnly: true },
      { name: 'D', dataType: 'string', visible: true, readOnly: false },
    ];
    expect(savePayload(parent, fields, { ID: '1', LOG_VERSION: 3, A: 'a', B: 'b', C: 'c', D: '' })).toEqual({ ID: '1', LOG_VERSION: 3, A: 'a', D: null });
    expect(parentPayload([], { ID: '1', LOG_VERSION: 3, A: 'a' })).toEqual({ ID: '1', LOG_VERSION: 3 });
    expect(
      childPayload([
        { __rowId: 'r1', X: 1 },
        { __rowId: 'r2', X: '' },
      ]),
    ).toEqual([{ X: 1 }]);
  });

  it('closes after a save as afterAction says, else in an overlay unless back to its detail', () => {
    expect(afterSave('close', { fromDetail: false, closable: true })).toBe('close');
    expect(afterSave('stay', { overlay: 'popup', fromDetail: false, closable: true })).toBe('stay');
    expect(afterSave(undefined, { overlay: 'popup', fromDetail: false, closable: true })).toBe('close');
    expect(afterSave(undefined, { overlay: 'popup', fromDetail: true, closable: true })).toBe('stay');
    expect(afterSave('close', { fromDetail: false, closable: false })).toBe('stay');
  });
});

describe('the first thing a failed save shows', () => {
  const fields = [{ name: 'NAME' }, { name: 'LEVEL' }, { name: 'EMAIL' }];
  it("the first field with a message in the form's order, else the first child cell, else the banner", () => {
    expect(firstError(fields, { EMAIL: 'x', LEVEL: 'y' }, ['CONTACT'], { CONTACT: { '0.NAME': 'z' } })).toEqual({ target: 'field', field: 'LEVEL' });
    expect(firstError(fields, { OTHER: 'x' }, [], {})).toEqual({ target: 'field', field: 'OTHER' });
    expect(firstError(fields, {}, ['A', 'B'], { A: {}, B: { '10.NAME': 'x', '2.PHONE': 'y' } })).toEqual({
      target: 'cell',
      relation: 'B',
      row: 2,
      field: 'PHONE',
    });
    expect(firstError(fields, { NAME: '' }, ['A'], { A: {} })).toEqual({ target: 'banner' });
  });
});

describe("the fields a form's conditions read", () => {
  it('names the row fields of visibility and required conditions, so typing elsewhere keeps every status', () => {
    const inputs = conditionInputs([
      { condition: [{ field: 'LEVEL', mode: 'in', value: 'A,B' }] },
      {
        requiredCondition: [
          { field: 'KIND', mode: 'equal', value: 'X' },
          { field: 'AMOUNT', mode: 'gt', value: 3, join: 'and' },
        ],
      },
      {},
      undefined,
    ]);
    expect([...(inputs ?? [])].sort()).toEqual(['AMOUNT', 'KIND', 'LEVEL']);
  });

  it('gives up (every change re-evaluates) when a condition reads the user, the page or a placeholder', () => {
    expect(conditionInputs([{ condition: [{ field: 'user.roleCode', mode: 'equal', value: 'admin' }] }])).toBeNull();
    expect(conditionInputs([{ condition: [{ field: '$[tab]', mode: 'equal', value: 'a' }] }])).toBeNull();
    expect(conditionInputs([{ condition: [{ field: 'LEVEL', mode: 'equal', value: '#{rate}' }] }])).toBeNull();
    expect(conditionInputs([{ requiredCondition: [{ field: 'LEVEL', mode: 'in', value: ['A', '$[tab]'] }] }])).toBeNull();
    expect(conditionInputs([{ condition: 'not a list' }])).toBeNull();
  });
});
