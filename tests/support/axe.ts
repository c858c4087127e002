/**
 * axe-core in the browser tests, from node_modules (no network): run on a whole document with the
 * elements mounted (axe walks open shadow roots itself) and keep what a user is blocked by.
 */
import axe from 'axe-core';
import type { AxeResults, ElementContext, ImpactValue, Result } from 'axe-core';

type AxeWindow = Window & { axe?: typeof axe };

const blocking: ImpactValue[] = ['serious', 'critical'];

/** axe in `win`: this window's import, or the same source run inside a same-origin frame. */
function axeIn(win: Window): typeof axe {
  if (win === window) return axe;
  const target = win as AxeWindow;
  if (!target.axe) {
    const script = win.document.createElement('script');
    script.textContent = axe.source;
    win.document.head.append(script);
  }
  return target.axe!;
}

/**
 * The serious and critical violations on `win`'s document, or on the part of it `context`
 * names (a host page's own markup is the host's to fix, not ours).
 */
export async function blockingViolations(win: Window = window, context?: ElementContext): Promise<Result[]> {
  const results: AxeResults = await axeIn(win).run(context ?? win.document, { resultTypes: ['violations'] });
  return results.violations.filter((v) => v.impact && blocking.includes(v.impact));
}

/** One line per violation and node, for an assertion message a reader can act on. */
export function describeViolations(violations: Result[]): string {
  return violations
    .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id}: ${n.target.join(' > ')} (${n.failureSummary?.replace(/\s+/g, ' ') ?? v.help})`))
    .join('\n');
}
