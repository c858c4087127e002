import type { ReadableAtom } from 'nanostores';
import type { ComponentType } from 'react';
import type { Access, Http, I18n, PageRegistry, Platform, PlatformContext, PlatformFeatures, Router, Session, Workspace } from '../../core/index.ts';
import type { Menus, Shell } from '../../core/pages.ts';
import type { PageProps } from './page-props.ts';
import { usePlatform } from './platform.ts';

/** The page registry of core/bundles, holding the React page components of elements/. */
export type PageRegistryView = PageRegistry<ComponentType<PageProps>>;

/** The concepts the shell draws, as `createPlatform` wires them (docs/core-architecture.md). */
export interface ShellConcepts extends PlatformContext {
  http: Http;
  session: Session;
  workspace: Workspace;
  router: Router;
  access: Access;
  i18n: I18n;
  menus: Menus;
  /** What the shell's parts share on the instance: unsaved tabs, first owners, the session check (a page concept). */
  shell: Shell;
  platform: PlatformFeatures;
  /** `$loading`: business bundles still on their way (core/bundles). */
  bundles?: { registry: PageRegistryView; $loading?: ReadableAtom<boolean> };
}

/**
 * Typed view of the page's platform instance. `Platform`'s static type grows as concepts are
 * wired into `createPlatform`; the shell names what it needs here, in one place.
 */
export function conceptsOf(platform: Platform): ShellConcepts {
  return platform as unknown as ShellConcepts;
}

export function useConcepts(): ShellConcepts {
  return conceptsOf(usePlatform());
}

/** The instance's page registry (core/bundles), holding React page components. */
export function pageRegistry(platform: Platform): PageRegistryView {
  return platform.bundles.registry as PageRegistryView;
}
