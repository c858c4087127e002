/**
 * A save refused as a conflict: who saved which version when, their content against the one
 * edited here key by key, and the two ways on: reload theirs (the edits here go) or overwrite
 * theirs after reviewing the differences (a second, explicit step).
 */
import { useEffect, useRef, useState } from 'react';
import { authorName } from '../../../core/designer/index.ts';
import type { ConfigVersion, Content } from '../../../core/designer/index.ts';
import { savedTime } from './designer-text.ts';
import type { DesignerText } from './designer-text.ts';
import { DiffTable } from './DiffTable.tsx';

interface Props {
  conflict: ConfigVersion;
  content: Content;
  language: string;
  words: DesignerText;
  saving: boolean;
  onReload(): void;
  onOverwrite(): void;
}

export function ConflictView({ conflict, content, language, words, saving, onReload, onOverwrite }: Props) {
  const [reviewing, setReviewing] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), [conflict]);
  return (
    <div className="conflict-view" role="alert" aria-labelledby="config-conflict-title" tabIndex={-1} ref={panel} data-conflict={conflict.version}>
      <strong id="config-conflict-title">
        {words('conflictTitle', authorName(conflict.updatedBy, language) || '?', savedTime(conflict.updatedAt), conflict.version)}
      </strong>
      <p>{words('conflictKept')}</p>
      <DiffTable before={conflict.content} after={content} beforeLabel={words('theirs')} afterLabel={words('yours')} caption={words('compare')} words={words} />
      <div className="conflict-actions">
        <button type="button" data-reload-theirs onClick={onReload}>
          {words('reloadTheirs')}
        </button>
        {!reviewing ? (
          <button type="button" data-review onClick={() => setReviewing(true)}>
            {words('overwrite')}
          </button>
        ) : (
          <button type="button" className="danger" data-overwrite disabled={saving} onClick={onOverwrite}>
            {words('confirmOverwrite')}
          </button>
        )}
      </div>
    </div>
  );
}
