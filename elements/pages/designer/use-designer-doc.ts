/**
 * The designer page's reach into its core controller: `platform.loadConcept('designer')`, then its `open`, gives one designer
 * document per mounted config (core/designer), and the page draws its stores and calls its verbs.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import type { ConfigMode, DesignerDocState, DesignerDocument } from '../../../core/designer/index.ts';
import { usePlatform } from '../../shared/platform.ts';

/** What the page draws of a document: its state and its verbs. */
export type ConfigDoc = DesignerDocState & Omit<DesignerDocument, '$state' | '$versions' | 'mode' | 'id'>;

/** The document of a config while mounted (null while its logic loads), or why it could not be opened. */
export function useDesignerDocument(mode: ConfigMode, id: string): { document: DesignerDocument | null; failure: Error | null; retry(): void } {
  const platform = usePlatform();
  const [document, setDocument] = useState<DesignerDocument | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    let opened: DesignerDocument | undefined;
    setFailure(null);
    platform
      .loadConcept('designer')
      .then((designer) => designer.open({ mode, id }))
      .then(
        (made) => {
          if (!live) return made.destroy();
          opened = made;
          setDocument(made);
        },
        (error: unknown) => live && setFailure(error instanceof Error ? error : new Error(String(error))),
      );
    return () => {
      live = false;
      opened?.destroy();
    };
  }, [platform, mode, id, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { document, failure, retry };
}

/** The document's state with its verbs, redrawn on every change. */
export function useConfigDoc(document: DesignerDocument): ConfigDoc {
  const state = useStore(document.$state);
  const { $state: _state, $versions: _versions, mode: _mode, id: _id, ...verbs } = document;
  return { ...state, ...verbs };
}
