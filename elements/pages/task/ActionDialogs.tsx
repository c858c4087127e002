/**
 * The two actions that ask for more than a comment: reject (a comment, required, and where the
 * request goes back to: the starter or an earlier node of `rejectTargets`) and hand over (a
 * person picked with the registry's user find, and a comment).
 */
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { SlButton, SlDialog, SlOption, SlSelect, SlTextarea } from '../kit/sl.ts';
import type { TextFn } from '../kit/text.ts';
import type { Row } from '../kit/types.ts';
import type { NodeRef } from '../../../core/work/index.ts';
import { RegisteredPage } from '../workflow/RegisteredPage.tsx';
import { i18nText } from '../workflow/work-words.ts';
import type { WorkTextFn } from '../workflow/work-words.ts';

interface Common {
  words: WorkTextFn;
  text: TextFn;
  language: string;
  onClose: () => void;
}

const closeOnOwn = (onClose: () => void) => (event: Event) => {
  if (event.target === event.currentTarget) onClose();
};

export function RejectDialog({
  words,
  text,
  language,
  onClose,
  targets,
  onReject,
}: Common & {
  targets: NodeRef[];
  onReject: (comment: string, to: string) => Promise<boolean>;
}) {
  // Fields are read when the dialog is sent: a press right after typing may come before the render.
  const note = useRef<HTMLTextAreaElement>(null);
  const target = useRef<HTMLSelectElement>(null);
  const [missing, setMissing] = useState(false);
  const submit = async (event?: FormEvent | Event) => {
    event?.preventDefault();
    const comment = (note.current?.value ?? '').trim();
    if (!comment) return setMissing(true);
    if (await onReject(comment, target.current?.value || targets[0]?.id || 'starter')) onClose();
  };
  return (
    <SlDialog open label={words('reject')} className="task-dialog reject-dialog" onsl-request-close={closeOnOwn(onClose)}>
      <form className="work-dialog-body" onSubmit={(e) => void submit(e)}>
        <SlSelect ref={target} key={language} label={words('rejectTo')} value={targets[0]?.id ?? 'starter'} className="reject-target" hoist>
          {targets.map((t) => (
            <SlOption key={t.id} value={t.id}>
              {i18nText(t.name, language, t.id)}
            </SlOption>
          ))}
        </SlSelect>
        <SlTextarea
          ref={note}
          label={words('commentLabel')}
          required
          rows={3}
          maxlength={1000}
          className="reject-comment"
          onsl-input={() => setMissing(false)}
        />
        {missing && (
          <p className="error-text" role="alert">
            {words('commentRequired')}
          </p>
        )}
      </form>
      <SlButton slot="footer" onClick={onClose}>
        {text('cancel')}
      </SlButton>
      <SlButton slot="footer" variant="danger" className="reject-submit" onClick={(e: Event) => void submit(e)}>
        {words('reject')}
      </SlButton>
    </SlDialog>
  );
}

export function HandoverDialog({
  words,
  text,
  onClose,
  onHandover,
}: Common & {
  onHandover: (userId: string, comment: string) => Promise<boolean>;
}) {
  const [picked, setPicked] = useState<{ id: string; label: string } | null>(null);
  const note = useRef<HTMLTextAreaElement>(null);
  const [missing, setMissing] = useState(false);
  const submit = async (event?: Event) => {
    event?.preventDefault();
    if (!picked) return setMissing(true);
    if (await onHandover(picked.id, (note.current?.value ?? '').trim())) onClose();
  };
  const onPick = (_row: Row, label: string, key: string) => {
    setPicked({ id: key, label });
    setMissing(false);
  };
  return (
    <SlDialog open label={words('handover')} className="task-dialog handover-dialog" onsl-request-close={closeOnOwn(onClose)}>
      <div className="work-dialog-body">
        {picked ? (
          <div className="handover-pick" aria-live="polite">
            <span>{words('handoverTo')}</span>
            <strong className="handover-user" data-user={picked.id}>
              {picked.label}
            </strong>
            <SlButton size="small" className="handover-change" onClick={() => setPicked(null)}>
              {words('changeUser')}
            </SlButton>
          </div>
        ) : (
          <div className="handover-find" role="group" aria-label={words('pickUser')}>
            <RegisteredPage text={text} props={{ kind: 'userFind', onPick }} />
          </div>
        )}
        {missing && (
          <p className="error-text" role="alert">
            {words('noUserPicked')}
          </p>
        )}
        <SlTextarea ref={note} label={words('commentOptional')} rows={2} maxlength={1000} className="handover-comment" />
      </div>
      <SlButton slot="footer" onClick={onClose}>
        {text('cancel')}
      </SlButton>
      <SlButton slot="footer" variant="primary" className="handover-submit" onClick={(e: Event) => void submit(e)}>
        {words('handover')}
      </SlButton>
    </SlDialog>
  );
}
