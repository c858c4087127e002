/**
 * The config's versions, newest first: each can be compared with the config as edited and
 * restored (the server writes a new version with that content; the designer then reloads).
 */
import { useStore } from '@nanostores/react';
import { Suspense, useState } from 'react';
import type { ComponentProps } from 'react';
import { authorName } from '../../../core/designer/index.ts';
import type { Content, DesignerDocument } from '../../../core/designer/index.ts';
import { savedTime } from './designer-text.ts';
import type { DesignerText } from './designer-text.ts';
import { Loading, lazyComponent } from '../../shared/lazy.tsx';
import type { DiffTable as DiffTableType } from './DiffTable.tsx';

// A comparison is asked for; the designer's first screen draws none.
const DiffTable = lazyComponent<ComponentProps<typeof DiffTableType>>(() => import('./DiffTable.tsx').then((module) => module.DiffTable), 'comparison');

interface Props {
  /** The designer document: its versions list and the version compared are its `$versions`. */
  document: DesignerDocument;
  currentVersion: number;
  content: Content;
  language: string;
  words: DesignerText;
  onRestore(version: number): Promise<number | null>;
}

export function VersionsPanel({ document, currentVersion, content, language, words, onRestore }: Props) {
  const { list: versions, compared, error } = useStore(document.$versions);
  const [status, setStatus] = useState('');

  // The document lists the versions again after a restore.
  async function restore(version: number) {
    const made = await onRestore(version);
    if (made !== null) setStatus(words('restored', version, made));
  }

  return (
    <section className="versions" aria-labelledby="config-versions-title">
      <h3 id="config-versions-title">{words('versions')}</h3>
      <button type="button" data-load-versions onClick={() => void document.loadVersions()}>
        {words('loadVersions')}
      </button>
      <span role="status" aria-live="polite" className="muted">
        {status}
      </span>
      {error && (
        <p role="alert" className="text-problem">
          {error}
        </p>
      )}
      {versions && (
        <ol className="version-list">
          {versions.map((v) => (
            <li key={v.version} data-version={v.version}>
              <span>
                {words('version', v.version)}
                {v.version === currentVersion ? ` (${words('current')})` : ''}
              </span>
              <span className="muted">{words('savedBy', authorName(v.updatedBy, language), savedTime(v.updatedAt))}</span>
              <button type="button" data-compare={v.version} onClick={() => void document.compare(v.version)}>
                {words('compare')}
              </button>
              {v.version !== currentVersion && (
                <button type="button" data-restore={v.version} onClick={() => void restore(v.version)}>
                  {words('restore')}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {compared && (
        <div className="compare" data-compared={compared.version}>
          <Suspense fallback={<Loading />}>
            <DiffTable
              before={compared.content}
              after={content}
              beforeLabel={words('version', compared.version)}
              afterLabel={words('yours')}
              caption={words('compareTitle', compared.version)}
              words={words}
            />
          </Suspense>
          <button type="button" onClick={document.closeCompare}>
            {words('close')}
          </button>
        </div>
      )}
    </section>
  );
}
