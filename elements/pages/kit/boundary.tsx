/**
 * The page-level boundary of the entity pages: a page that crashes while drawing shows the
 * shared error panel in its own place, and its retry asks the server again for what the page
 * drew from (its page config and its entity's metadata) before it mounts the page anew.
 */
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Platform } from '../../../core/index.ts';
import { checkPageContent, defaultMetaCheck } from '../../../core/meta/index.ts';
import type { Meta } from '../../../core/meta/index.ts';
import { ErrorBoundary } from '../../shared/error-boundary.tsx';
import type { BoundaryRegion } from '../../shared/error-boundary.tsx';
import { usePlatform } from '../../shared/platform.ts';
import type { PageContent } from './types.ts';

export interface EntityPageRef {
  entity?: string;
  pageId?: string;
  /** Page kind of the config (list, add, edit, detail...). */
  flag: string;
}

/** Drops the cached page config and entity metadata of a page, so its next load asks the server. */
export function reloadEntityPage(platform: Platform, page: EntityPageRef): void {
  let meta: Meta;
  try {
    meta = platform.meta;
  } catch {
    // The page concepts are not in yet: nothing of the page is cached to drop.
    return;
  }
  if (page.pageId) meta.evictPageConfig({ pageId: page.pageId });
  if (page.entity) {
    meta.evictMeta(page.entity);
    meta.evictPageConfig({ metaId: page.entity, flag: page.flag });
  }
}

export function EntityPageBoundary({
  region,
  page,
  onClose,
  children,
}: {
  region: BoundaryRegion;
  page: EntityPageRef;
  onClose?: () => void;
  children: ReactNode;
}) {
  const platform = usePlatform();
  return (
    <ErrorBoundary region={region} onRetry={() => reloadEntityPage(platform, page)} onClose={onClose}>
      {children}
    </ErrorBoundary>
  );
}

/** A host's config property, checked as the server's page configs are (core/meta checkPageContent). */
export function useCheckedConfig(config: unknown, where: string): Partial<PageContent> | undefined {
  return useMemo(() => (config == null ? undefined : (checkPageContent(config, defaultMetaCheck(), where) as Partial<PageContent>)), [config, where]);
}
