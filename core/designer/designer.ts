/**
 * `platform.designer`: the typed FM_CONFIG calls and the factory of designer documents. This part
 * is wired with the page concepts and stays small; a document's logic (its checks, report items,
 * text reading and words) loads in a chunk of its own on the first `open`.
 */
import type { Drafts } from '../drafts/index.ts';
import { withLoadTimeout } from '../errors/load-timeout.ts';
import type { PlatformContext } from '../instance/context.ts';
import { createConfigCalls } from './calls.ts';
import type { ConfigCalls, ConfigMode, DesignerHttp } from './calls.ts';
import type { DesignerDocument } from './document.ts';

export interface DesignerDeps {
  http: DesignerHttp;
  /** The instance's drafts (a document keeps its edits there). */
  drafts?: () => Drafts | undefined;
  /** Clears the shell's cache of page configs (stale after a save or a restore). */
  clearPageConfigs?: () => void;
}

export interface Designer extends ConfigCalls {
  /**
   * Opens a config in a designer document and starts reading it (`$state.status` 'loading', then
   * 'ready' or 'error'); the document's logic loads with the first one.
   */
  open(input: { mode: ConfigMode; id: string }): Promise<DesignerDocument>;
}

export function createDesigner(context: PlatformContext, deps: DesignerDeps): Designer {
  const calls = createConfigCalls(deps.http);
  return {
    ...calls,
    async open(input) {
      const { createDesignerDocument } = await withLoadTimeout(import('./document.ts'), 'designer');
      const document = createDesignerDocument(
        {
          calls,
          drafts: deps.drafts?.(),
          language: () => context.state.$language.get(),
          notify: (kind, message) => void context.notifier.notify({ kind, message }),
          clearPageConfigs: () => deps.clearPageConfigs?.(),
        },
        input,
      );
      void document.load();
      return document;
    },
  };
}
