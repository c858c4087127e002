/**
 * The entity pages register from a deferred chunk (entity-pages.ts, started by the entries'
 * setup); every element body waits for that before it draws. Kept apart from the registration so
 * that the element root does not import the pages it may end up drawing (an import cycle).
 */
let load: (() => Promise<void>) | undefined;

/** Set by the entries' setup: how the entity pages get into the registry. */
export function setEntityPagesLoad(start: () => Promise<void>): void {
  load = start;
}

/** Resolves once the entity pages are registered (at once where no entry asked for them). */
export function entityPagesReady(): Promise<void> {
  return load ? load() : Promise.resolve();
}
