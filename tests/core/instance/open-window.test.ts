// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { resolveEnv } from '../../../core/instance/env.ts';

describe('the browser edge that opens new windows', () => {
  it('opens with noopener, so a linked service or an external site gets no handle on the shell', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    resolveEnv({}).openWindow('https://example.com/help', '_blank');
    expect(open).toHaveBeenCalledWith('https://example.com/help', '_blank', 'noopener');
    resolveEnv({}).openWindow('/app/demo/crm/legacy');
    expect(open).toHaveBeenLastCalledWith('/app/demo/crm/legacy', '_blank', 'noopener');
  });
});
