import type { PlatformContext } from '../instance/context.ts';
import type { Workspace } from '../workspace/index.ts';
import type { Navigation } from './navigation.ts';
import { isExternalLink, openPage } from './open.ts';
import type { OpenOptions } from './open.ts';

type ServiceCodes = { client?: string; system?: string };

export interface Links {
  open(options: OpenOptions): void;
  pageWindowUrl(moduleId: string, systemId?: string): string;
  linkedServiceUrl(service: string, codes?: ServiceCodes): string;
  openLinkedService(service: string, codes?: ServiceCodes): void;
  openExternal(url: string): boolean;
}

/** Addresses of pages and linked services, and the ways of opening them (tab, popup, window). */
export function createLinks(context: PlatformContext, workspace: Workspace, navigation: Navigation): Links {
  const { env, state } = context;
  const currentCodes = (codes?: ServiceCodes) => {
    const route = navigation.committed();
    return {
      client: codes?.client ?? route?.params.client ?? env.settings.defaultClient,
      system: codes?.system ?? route?.params.targetSystem ?? route?.params.system ?? env.settings.defaultSystem,
    };
  };
  // Spec §2: the new window carries a system id; the current app's system unless one is given.
  const pageWindowUrl = (moduleId: string, systemId?: string) => {
    const system = systemId ?? state.$appConfig.get()?.['SYSTEM|ID'];
    const query: Record<string, string> = system === undefined || system === null || system === '' ? {} : { systemId: String(system) };
    return navigation.href({ path: `/page/${encodeURIComponent(moduleId)}`, query });
  };
  const linkedServiceUrl = (service: string, codes?: ServiceCodes) => navigation.href({ name: 'app1', params: { ...currentCodes(codes), app: service } });

  return {
    open: (options) => openPage(options, { workspace, openWindow: env.openWindow, pageWindowUrl }),
    pageWindowUrl,
    linkedServiceUrl,
    openLinkedService: (service, codes) => env.openWindow(linkedServiceUrl(service, codes), '_blank'),
    openExternal(url) {
      if (!isExternalLink(url)) return false;
      env.openWindow(url, '_blank');
      return true;
    },
  };
}
