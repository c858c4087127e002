/**
 * The page config of a page that composes components (`tabs`, `dashboard`): its `pageId`, else
 * its entity's page of `flag`. Drawn as a component of another page it has its children already
 * and reads nothing. `missing` is the message when it names neither a page nor an entity.
 */
import { useEffect, useState } from 'react';
import type { PageProps } from '../../shared/page-props.ts';
import { usePageServices } from '../kit/services.ts';
import type { PageConfig } from '../kit/services.ts';

export type OwnPageConfig = { status: 'loading' } | { status: 'ready'; config: PageConfig } | { status: 'error'; error: Error };

export function useOwnPageConfig(props: PageProps, flag: string, missing?: string): [OwnPageConfig, () => void] {
  const services = usePageServices();
  const [loaded, setLoaded] = useState<OwnPageConfig>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { pageId, entity } = props;
  const asComponent = !!props.component;
  useEffect(() => {
    if (asComponent) return undefined;
    if (missing !== undefined && !pageId && !entity) {
      setLoaded({ status: 'error', error: new Error(missing) });
      return undefined;
    }
    let live = true;
    setLoaded({ status: 'loading' });
    services.getPageConfig(pageId ? { pageId } : { entity, flag }).then(
      (config) => live && setLoaded({ status: 'ready', config }),
      (error: unknown) => live && setLoaded({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [services, pageId, entity, flag, asComponent, attempt, missing]);
  return [loaded, () => setAttempt((n) => n + 1)];
}
