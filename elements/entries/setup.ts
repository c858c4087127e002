/**
 * What every entry that registers elements needs first: the Trusted Types policy before any
 * sink is written, then the entity pages in the page registry of the default platform. Those are
 * React components: they register from a deferred chunk once a shell's first screen is up (at
 * once without a shell), and every element body waits for that.
 */
import '../shared/trusted-types.ts';
import { afterFirstScreen } from '../../core/host/index.ts';
import { getDefaultPlatform } from '../../core/index.ts';
import { entityPagesRegistered } from '../shared/entity-pages.ts';
import { setEntityPagesLoad } from '../shared/pages-ready.ts';

// The list, form, detail, statistics and PDF pages, by kind, for the shell and external bundles.
setEntityPagesLoad(entityPagesRegistered);
// A shell connects after this module runs: look once the page's elements are in.
setTimeout(() => {
  void afterFirstScreen(getDefaultPlatform().state.$firstScreenPending)
    .then(entityPagesRegistered)
    // A failed load is reported by the element that needs it (its error panel retries).
    .catch(() => undefined);
}, 0);
