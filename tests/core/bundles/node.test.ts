// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createBundles, exposeFrame, createPageRegistry } from '../../../core/bundles/index.ts';
import { createContext } from '../../../core/instance/index.ts';

describe('bundles without a window (Node)', () => {
  it('asks for the list, injects nothing and resolves', async () => {
    const request = vi.fn(async () => ({ entitys: [{ path: ['/b/app.js'] }] }));
    const bundles = createBundles(createContext(), { request });
    await expect(bundles.load('demo', 'crm')).resolves.toBeUndefined();
    expect(request).toHaveBeenCalledTimes(1);
    expect(bundles.loadedUrls()).toEqual([]);
  });

  it('exposing the frame object is a no-op', () => {
    expect(() => exposeFrame({ registry: createPageRegistry(), core: {}, version: '0' })).not.toThrow();
  });
});
