/**
 * What every entry that registers elements needs first: the Trusted Types policy before any
 * sink is written, then the entity pages in the page registry of the default platform.
 */
import '../shared/trusted-types.ts';
import { getDefaultPlatform } from '../../core/index.ts';
import { registerEntityPages } from '../pages/register.ts';
import { pageRegistry } from '../shared/concepts.ts';

// The list, form, detail, statistics and PDF pages, by kind, for the shell and external bundles.
registerEntityPages(pageRegistry(getDefaultPlatform()));
