/**
 * Which registered page components run their page config's script and mounted/destroyed handlers
 * themselves (the entity pages, which load their config anyway and add to the script's context).
 * Every other page the shell shows with a page id, a bundle's included, gets them from the page
 * view (elements/pages/kit/page-scripts-frame.tsx), so no page kind goes without (spec §1).
 */
const OWN = new WeakSet<object>();

export function withOwnPageScripts<T extends object>(page: T): T {
  OWN.add(page);
  return page;
}

export function runsOwnPageScripts(page: unknown): boolean {
  return (typeof page === 'function' || (typeof page === 'object' && page !== null)) && OWN.has(page as object);
}
