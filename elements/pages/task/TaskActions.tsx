/**
 * The node's actions on the task page: approve (or, on the starter's to-do, resubmit) with an
 * optional comment, reject and hand over through their dialogs, and a comment on the instance.
 * Which show, and whether enabled, and the actions themselves are the task controller's
 * (core/work), each run through core's runner.
 */
import { useEffect, useRef, useState } from 'react';
import type { ActionStates, TaskAction, TaskController, TaskDetail } from '../../../core/work/index.ts';
import { attributeLabel } from '../kit/columns.ts';
import type { PageServices } from '../kit/services.ts';
import { SlButton, SlTextarea } from '../kit/sl.ts';
import type { TextFn } from '../kit/text.ts';
import type { Row } from '../kit/types.ts';
import type { WorkTextFn } from '../workflow/work-words.ts';
import { HandoverDialog, RejectDialog } from './ActionDialogs.tsx';

interface Props {
  detail: TaskDetail;
  task: TaskController;
  states: ActionStates;
  rightHint: boolean;
  services: PageServices;
  text: TextFn;
  words: WorkTextFn;
  language: string;
  /** The edit form's latest values (when the node lets this approver change fields). */
  values: { current: Row | null };
  headingId: string;
}

export function TaskActions({ detail, task, states, rightHint, services, text, words, language, values, headingId }: Props) {
  // The comment is read from its field when an action runs: a press right after typing may come
  // before the render that would have held the text.
  const field = useRef<HTMLTextAreaElement>(null);
  const comment = () => (field.current?.value ?? '').trim();
  const clear = () => {
    if (field.current) field.current.value = '';
  };
  const [missing, setMissing] = useState(false);
  // A decision refused because the record changed since it was shown: the page now shows the new version.
  const [stale, setStale] = useState(false);
  const [dialog, setDialog] = useState<'reject' | 'handover' | null>(null);
  const todo = detail.task.kind === 'todo';
  const editableLabels = useEditableLabels(services, detail, language);
  const shown = (Object.keys(states) as TaskAction[]).filter((a) => states[a] !== 'hide');
  if (shown.length === 0) return null;

  // A second press while one runs is the runner's to refuse (正在提交，请稍后...), not swallowed here.
  // The approval carries the edit form's values: the controller sends the node's editable fields
  // and the version the record was read at.
  const approve = async () => {
    const result = await task.approve({ comment: comment(), values: values.current });
    setStale(!!result.stale);
    if (result.done) clear();
  };
  const withdraw = async () => {
    const { done } = await task.withdraw({ comment: comment() });
    if (done) clear();
  };
  const addComment = async () => {
    const result = await task.comment({ comment: comment() });
    if (result.missing) setMissing(true);
    if (result.done) clear();
  };
  const disabled = (action: TaskAction) => states[action] === 'disable';
  const button = (action: TaskAction, label: string, variant: string, onClick: () => void) =>
    states[action] === 'hide' ? null : (
      <SlButton
        key={action}
        size="small"
        variant={variant}
        className={`task-${action}`}
        data-action={action}
        disabled={disabled(action)}
        aria-describedby={disabled(action) ? `${headingId}-hint` : undefined}
        onClick={onClick}
      >
        {label}
      </SlButton>
    );

  return (
    <section className="task-section task-actions" aria-labelledby={headingId}>
      <h3 id={headingId}>{words('actions')}</h3>
      {rightHint && (
        <p className="task-hint" id={`${headingId}-hint`} role="note">
          {words('noRightHint')}
        </p>
      )}
      {detail.editable.length > 0 && states.approve === 'show' && <p className="task-hint">{words('editableHint', editableLabels.join(', '))}</p>}
      {states.withdraw === 'show' && <p className="task-hint task-withdraw-hint">{words('withdrawHint')}</p>}
      {stale && (
        <p className="task-hint task-stale" role="alert">
          {words('staleHint')}
        </p>
      )}
      <SlTextarea
        ref={field}
        label={words('commentOptional')}
        rows={2}
        maxlength={1000}
        className="task-comment-text"
        disabled={shown.every(disabled)}
        onsl-input={() => setMissing(false)}
      />
      {missing && (
        <p className="error-text" role="alert">
          {words('commentRequired')}
        </p>
      )}
      <div className="task-buttons" role="toolbar" aria-label={words('actions')}>
        {button('approve', words(todo ? 'resubmit' : 'approve'), 'primary', () => void approve())}
        {button('reject', words('reject'), 'danger', () => setDialog('reject'))}
        {button('handover', words('handover'), 'default', () => setDialog('handover'))}
        {button('comment', words('addComment'), 'default', () => void addComment())}
        {button('withdraw', words('withdraw'), 'warning', () => void withdraw())}
      </div>
      {dialog === 'reject' && (
        <RejectDialog
          words={words}
          text={text}
          language={language}
          targets={detail.rejectTargets}
          onClose={() => setDialog(null)}
          onReject={async (note, to) => {
            const result = await task.reject({ comment: note, to });
            setStale(!!result.stale);
            return result.done;
          }}
        />
      )}
      {dialog === 'handover' && (
        <HandoverDialog
          words={words}
          text={text}
          language={language}
          onClose={() => setDialog(null)}
          onHandover={async (userId, note) => (await task.handover({ userId, comment: note })).done}
        />
      )}
    </section>
  );
}

/** The labels of the fields this step lets the approver change (their names until the metadata is in). */
function useEditableLabels(services: PageServices, detail: TaskDetail, language: string): string[] {
  const [labels, setLabels] = useState<Map<string, string> | null>(null);
  const entity = detail.record.entity;
  useEffect(() => {
    let live = true;
    services.getMeta(entity).then(
      (meta) => {
        if (live) setLabels(new Map(meta.attributes.map((attr) => [attr.name, attributeLabel(attr, language, attr.name)])));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [services, entity, language]);
  return detail.editable.map((name) => labels?.get(name) || name);
}
