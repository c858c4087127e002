/** A keystroke keeps the field objects whose status stayed, so only the changed fields draw again. */
import { assert, equal } from '../../support/assert.ts';
import { keepUnchanged, liveFields } from '../../../elements/pages/form/form-logic.ts';
import type { ResolvedField } from '../../../elements/pages/kit/services.ts';

const resolved: ResolvedField[] = ['LEVEL', 'CREDIT', 'NAME'].map((name) => ({ name, label: name, dataType: 'string', state: 'ADD', required: false }));
const statuses = (creditShown: boolean) => ({
  LEVEL: { visible: true, required: false, editable: true },
  CREDIT: { visible: creditShown, required: creditShown, editable: true },
  NAME: { visible: true, required: true, editable: true },
});

describe('form live fields', () => {
  it('keeps every unchanged field object, and the list itself when nothing changed', () => {
    const before = liveFields(resolved, statuses(false), 'add');
    const same = keepUnchanged(before, liveFields(resolved, statuses(false), 'add'));
    equal(same, before, 'the same list when no status changed');

    const after = keepUnchanged(before, liveFields(resolved, statuses(true), 'add'));
    assert(after !== before, 'a new list when a status changed');
    equal(after[0], before[0], 'LEVEL kept');
    equal(after[2], before[2], 'NAME kept');
    assert(after[1] !== before[1], 'CREDIT is new');
    equal(after[1]!.visible, true);
    equal(after[1]!.requiredNow, true);
  });
});
