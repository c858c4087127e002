// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBundles } from '../../../core/bundles/index.ts';
// Not on the concept's face: the origin check loads with the bundle loader, not in core's first chunk.
import { allowedBundleOrigins, isAllowedBundle } from '../../../core/bundles/origins.ts';
import { createContext, createMemoryLocation } from '../../../core/instance/index.ts';
import type { PlatformSettings } from '../../../core/instance/index.ts';

const PAGE = 'https://shell.example.com/index.html#/app/demo/crm/sales';

interface Tag {
  tag: string;
  src?: string;
  href?: string;
  onload?: () => void;
  onerror?: () => void;
}

function setup(paths: string[], settings: PlatformSettings = {}) {
  const appended: Tag[] = [];
  const doc = { createElement: (tag: string) => ({ tag }) as Tag, head: { appendChild: (el: Tag) => void appended.push(el) }, styleSheets: [] };
  const errors: string[] = [];
  const context = createContext({
    location: createMemoryLocation(PAGE),
    settings,
    console: { error: (...args: unknown[]) => void errors.push(args.map(String).join(' ')), warn() {}, info() {}, log() {} },
  });
  const request = vi.fn(async () => ({ entitys: [{ CODE: 'crm', path: paths }] }));
  const bundles = createBundles(context, { request, document: doc as unknown as Document });
  return { bundles, appended, errors };
}

afterEach(() => vi.useRealTimers());

describe('bundles from trusted origins only', () => {
  it('allows the page origin and the server base by default', () => {
    const allowed = allowedBundleOrigins({ ipBase: 'https://10.1.2.3:8443/ctx', baseUrl: 'https://api.example.com/p' }, PAGE);
    expect([...allowed].sort()).toEqual(['https://10.1.2.3:8443', 'https://api.example.com', 'https://shell.example.com']);
    expect(isAllowedBundle('/bundles/crm/a.js', allowed, PAGE)).toBe(true);
    expect(isAllowedBundle('https://api.example.com/b.js', allowed, PAGE)).toBe(true);
    expect(isAllowedBundle('https://evil.example.net/b.js', allowed, PAGE)).toBe(false);
    expect(isAllowedBundle('//evil.example.net/b.js', allowed, PAGE)).toBe(false);
    expect(isAllowedBundle('data:text/javascript,alert(1)', allowed, PAGE)).toBe(false);
    expect(isAllowedBundle('javascript:alert(1)', allowed, PAGE)).toBe(false);
  });

  it('settings.bundleOrigins replaces the default list', () => {
    const allowed = allowedBundleOrigins({ bundleOrigins: ['https://cdn.example.com'] }, PAGE);
    expect([...allowed]).toEqual(['https://cdn.example.com']);
    expect(isAllowedBundle('https://cdn.example.com/crm/a.js', allowed, PAGE)).toBe(true);
    expect(isAllowedBundle('/bundles/crm/a.js', allowed, PAGE)).toBe(false);
  });

  it('refuses a bundle from another origin with a logged error and loads the rest', async () => {
    const { bundles, appended, errors } = setup(['https://evil.example.net/x.js', '/bundles/crm/ok.js']);
    const done = bundles.load('demo', 'crm');
    await vi.waitFor(() => expect(appended).toHaveLength(1));
    expect(appended[0]!.src).toBe('/bundles/crm/ok.js');
    appended[0]!.onload?.();
    await expect(done).resolves.toBeUndefined();
    expect(errors.some((line) => line.includes('https://evil.example.net/x.js') && line.includes('refused'))).toBe(true);
    expect(bundles.loadedUrls()).toEqual(['/bundles/crm/ok.js']);
  });

  it('$loading is true until every bundle has arrived or failed', async () => {
    const { bundles, appended } = setup(['/bundles/crm/a.js', '/bundles/crm/b.js']);
    expect(bundles.$loading.get()).toBe(false);
    const done = bundles.load('demo', 'crm');
    expect(bundles.$loading.get()).toBe(true);
    await vi.waitFor(() => expect(appended).toHaveLength(2));
    appended[0]!.onload?.();
    await Promise.resolve();
    expect(bundles.$loading.get()).toBe(true);
    appended[1]!.onerror?.();
    await done;
    expect(bundles.$loading.get()).toBe(false);
  });

  it('a bundle that never loads gives up after 120 s and then settles', async () => {
    vi.useFakeTimers();
    const { bundles, appended, errors } = setup(['/bundles/crm/hangs.js']);
    const done = bundles.load('demo', 'crm');
    await vi.advanceTimersByTimeAsync(0);
    expect(appended).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(bundles.$loading.get()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(bundles.$loading.get()).toBe(false);
    expect(errors.some((line) => line.includes('failed to load'))).toBe(true);
  });
});
