// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createPageRegistry } from '../../../core/bundles/index.ts';
import type { FrameGlobal } from '../../../core/bundles/index.ts';

/** A fresh copy of the registry module: what a second build of the package on the page runs. */
async function build(): Promise<typeof import('../../../core/bundles/registry.ts')> {
  vi.resetModules();
  return import('../../../core/bundles/registry.ts');
}

const frameOf = (version: string): FrameGlobal => ({ registry: createPageRegistry(), core: { version }, version });

interface Host {
  frame?: Record<string, unknown> & { builds?: FrameGlobal[] };
}

describe('window.frame is merged into, never replaced (spec §2 "Registered page components")', () => {
  it('keeps the host object and its own keys', async () => {
    const { exposeFrame } = await build();
    const hostFrame = { theirs: 1 };
    const target: Host = { frame: hostFrame };
    const mine = frameOf('1');
    exposeFrame(mine, target);
    expect(target.frame).toBe(hostFrame);
    expect(target.frame).toMatchObject({ theirs: 1, registry: mine.registry, core: mine.core, version: '1' });
    expect(target.frame!.builds).toEqual([mine]);
  });

  it('replaces what is only named access to an element, not an object the host made', async () => {
    const { exposeFrame } = await build();
    const element = document.createElement('div');
    const target: Host = { frame: element as never };
    exposeFrame(frameOf('1'), target);
    expect(target.frame).not.toBe(element);
    expect(Object.keys(element)).toEqual([]);
  });

  it('the same build moves the top level to its new instance, in its one entry', async () => {
    const { exposeFrame } = await build();
    const target: Host = {};
    const first = frameOf('1');
    const next = frameOf('1');
    exposeFrame(first, target);
    exposeFrame(next, target);
    expect(target.frame!.registry).toBe(next.registry);
    expect(target.frame!.core).toBe(next.core);
    expect(target.frame!.builds).toHaveLength(1);
    expect(target.frame!.builds![0]!.registry).toBe(next.registry);
  });

  it('with two builds, the first keeps the top level and `builds` reaches both', async () => {
    const target: Host = {};
    const one = frameOf('1');
    const two = frameOf('2');
    (await build()).exposeFrame(one, target);
    const second = await build();
    second.exposeFrame(two, target);
    expect(target.frame!.registry).toBe(one.registry);
    expect(target.frame!.version).toBe('1');
    expect(target.frame!.builds!.map((entry) => entry.registry)).toEqual([one.registry, two.registry]);
    // The second build's new default instance updates its own entry, not the top level.
    const twoAgain = frameOf('2');
    second.exposeFrame(twoAgain, target);
    expect(target.frame!.registry).toBe(one.registry);
    expect(target.frame!.builds![1]!.core).toBe(twoAgain.core);
  });

  it('a build from before `builds` (the top level alone) stays first and reachable', async () => {
    const old = frameOf('0');
    const target: Host = { frame: { ...old } };
    const mine = frameOf('1');
    (await build()).exposeFrame(mine, target);
    expect(target.frame!.registry).toBe(old.registry);
    expect(target.frame!.builds!.map((entry) => entry.registry)).toEqual([old.registry, mine.registry]);
  });
});
