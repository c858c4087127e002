// @vitest-environment node
// A record under approval as the form shows it (core/records lock.ts): `get`'s lock read into its
// shape, and the page content laid over with it (read-only but the fields the reader may change).
import { describe, expect, it } from 'vitest';
import { lockName, lockOf, lockedContent } from '../../../core/records/index.ts';

const lock = (editable: string[]) => ({
  instanceId: 'pi-0007',
  definitionId: 'order-approval',
  name: { '010': '订单审批', '011': 'Order approval' },
  status: 'running',
  editable,
});

describe('records: the lock of a record under approval', () => {
  it('reads the lock of a get reply, and nothing from a bean without one or in another shape', () => {
    expect(lockOf({ approval: lock(['REMARK']) })).toEqual(lock(['REMARK']));
    expect(lockOf({ approval: { ...lock([]), editable: 'REMARK' } })).toBeNull();
    expect(lockOf({})).toBeNull();
    expect(lockOf(null)).toBeNull();
  });

  it("names the approval in the user's language", () => {
    expect(lockName(lock([]), '011')).toBe('Order approval');
    expect(lockName(lock([]), '010')).toBe('订单审批');
    expect(lockName({ name: 'Plain' }, '011')).toBe('Plain');
  });

  it('leaves only the editable fields as configured; every other field shows as read-only', () => {
    const content = { title: 'Order', fields: [{ attriName: 'ORDER_NO', state: 'EDIT' }, { attriName: 'AMOUNT' }, { attriName: 'REMARK', state: 'EDIT' }] };
    expect(lockedContent(content, [], lock(['REMARK']))).toEqual({
      title: 'Order',
      fields: [
        { attriName: 'ORDER_NO', state: 'DETAIL' },
        { attriName: 'AMOUNT', state: 'DETAIL' },
        { attriName: 'REMARK', state: 'EDIT' },
      ],
    });
    // A page without its own field list: every attribute.
    expect(lockedContent({} as { fields?: unknown }, ['ORDER_NO', 'AMOUNT'], lock([])).fields).toEqual([
      { attriName: 'ORDER_NO', state: 'DETAIL' },
      { attriName: 'AMOUNT', state: 'DETAIL' },
    ]);
    // No lock: the content itself.
    expect(lockedContent(content, [], null)).toBe(content);
  });
});
