import type { ComponentType } from 'react';
import type { PageRegistry, Platform } from '../../core/index.ts';
import type { PageProps } from './page-props.ts';
import { usePlatform } from './platform.ts';

/** The page registry of core/bundles, holding the React page components of elements/. */
export type PageRegistryView = PageRegistry<ComponentType<PageProps>>;

/** The concepts the shell draws: the instance itself, its type exposing every concept (docs/core-architecture.md). */
export type ShellConcepts = Platform;

/**
 * The page's platform instance as the shell reads it: `Platform`'s own type exposes every
 * concept, so no cast is needed.
 */
export function conceptsOf(platform: Platform): ShellConcepts {
  return platform;
}

export function useConcepts(): ShellConcepts {
  return conceptsOf(usePlatform());
}

/** The instance's page registry (core/bundles), holding React page components. */
export function pageRegistry(platform: Platform): PageRegistryView {
  return platform.bundles.registry as PageRegistryView;
}
