// The designer's drawing helpers; its logic (text view, checks, diffs, texts) is tested in tests/core/designer.
import { deepEqual } from '../../support/assert.ts';
import { moveItem } from '../../../elements/pages/designer/OrderedList.tsx';

describe('designer helpers', () => {
  it('moves an item up and down', () => {
    deepEqual(moveItem(['a', 'b', 'c'], 2, 0), ['c', 'a', 'b']);
    deepEqual(moveItem(['a', 'b'], 0, 5), ['a', 'b']);
  });
});
