/**
 * The config's versions, newest first: each can be compared with the config as edited and
 * restored (the server writes a new version with that content; the designer then reloads).
 */
import { useState } from 'react';
import { toPlatformError } from '../../../core/errors/index.ts';
import type { PageServices } from '../kit/services.ts';
import { authorName, getVersion, listVersions } from './config-calls.ts';
import type { ConfigMode, ConfigVersion, Content, VersionEntry } from './config-calls.ts';
import { savedTime } from './designer-text.ts';
import type { DesignerText } from './designer-text.ts';
import { DiffTable } from './DiffTable.tsx';

interface Props {
  services: PageServices;
  mode: ConfigMode;
  id: string;
  currentVersion: number;
  content: Content;
  language: string;
  words: DesignerText;
  onRestore(version: number): Promise<number | null>;
}

export function VersionsPanel({ services, mode, id, currentVersion, content, language, words, onRestore }: Props) {
  const [versions, setVersions] = useState<VersionEntry[] | null>(null);
  const [compared, setCompared] = useState<ConfigVersion | null>(null);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');

  async function load() {
    setError('');
    try {
      setVersions(await listVersions(services, mode, id));
    } catch (failure) {
      setError(toPlatformError(failure).message);
    }
  }
  async function compare(version: number) {
    setError('');
    try {
      setCompared(await getVersion(services, mode, id, version));
    } catch (failure) {
      setError(toPlatformError(failure).message);
    }
  }
  async function restore(version: number) {
    const made = await onRestore(version);
    if (made === null) return;
    setStatus(words('restored', version, made));
    setCompared(null);
    await load();
  }

  return (
    <section className="versions" aria-labelledby="config-versions-title">
      <h3 id="config-versions-title">{words('versions')}</h3>
      <button type="button" data-load-versions onClick={() => void load()}>
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
              <button type="button" data-compare={v.version} onClick={() => void compare(v.version)}>
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
          <DiffTable
            before={compared.content}
            after={content}
            beforeLabel={words('version', compared.version)}
            afterLabel={words('yours')}
            caption={words('compareTitle', compared.version)}
            words={words}
          />
          <button type="button" onClick={() => setCompared(null)}>
            {words('close')}
          </button>
        </div>
      )}
    </section>
  );
}
