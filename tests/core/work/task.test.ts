import { describe, expect, it } from 'vitest';
import { isInstanceLive } from '../../../core/work/index.ts';

describe('an approval under way', () => {
  it('is live while it waits for an approver or its starter, over once approved or withdrawn', () => {
    expect(isInstanceLive({ status: 'running' })).toBe(true);
    expect(isInstanceLive({ status: 'rejected' })).toBe(true);
    expect(isInstanceLive({ status: 'approved' })).toBe(false);
    expect(isInstanceLive({ status: 'withdrawn' })).toBe(false);
  });
});
