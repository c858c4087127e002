import { getDefaultPlatform } from '../../core/index.ts';
import { pageRegistry } from './concepts.ts';

let registered: Promise<void> | undefined;

/**
 * The list, form, detail, statistics and PDF pages (and every other kind of elements/pages) in
 * the default platform's page registry, for the shell and external bundles. They are React
 * components, so they register from a deferred chunk: started as the elements load, awaited by
 * every element body before it draws (DESIGN §6: the first load holds no React).
 */
export function entityPagesRegistered(): Promise<void> {
  registered ??= import('../pages/register.ts').then(
    (module) => module.registerEntityPages(pageRegistry(getDefaultPlatform())),
    (error: unknown) => {
      // A chunk that failed to load is asked for again by the next body (its error panel's retry).
      registered = undefined;
      throw error;
    },
  );
  return registered;
}
