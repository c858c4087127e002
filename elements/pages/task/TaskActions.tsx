/**
 * The node's actions on the task page: approve (or, on the starter's to-do, resubmit) with an
 * optional comment, reject and hand over through their dialogs, and a comment on the instance.
 * Which show, and whether enabled, comes from task-rights.ts; each runs through core's runner.
 */
import { useEffect, useRef, useState } from 'react';
import { RECORD_VERSION_FIELD } from '../../../core/forms/index.ts';
import { attributeLabel } from '../kit/columns.ts';
import type { PageServices } from '../kit/services.ts';
import { SlButton, SlTextarea } from '../kit/sl.ts';
import type { TextFn } from '../kit/text.ts';
import type { Row } from '../kit/types.ts';
import type { TaskAction, TaskDetail } from '../workflow/work-calls.ts';
import type { WorkTextFn } from '../workflow/work-words.ts';
import { HandoverDialog, RejectDialog } from './ActionDialogs.tsx';
import type { ActionStates } from './task-rights.ts';
import { useTaskActions } from './use-task-actions.ts';

interface Props {
  detail: TaskDetail;
  states: ActionStates;
  rightHint: boolean;
  services: PageServices;
  text: TextFn;
  words: WorkTextFn;
  language: string;
  confirm: (message: string) => Promise<boolean>;
  /** The edit form's latest values (when the node lets this approver change fields). */
  values: { current: Row | null };
  query?: Record<string, string>;
  headingId: string;
}

export function TaskActions({ detail, states, rightHint, services, text, words, language, confirm, values, query, headingId }: Props) {
  // The comment is read from its field when an action runs: a press right after typing may come
  // before the render that would have held the text.
  const field = useRef<HTMLTextAreaElement>(null);
  const comment = () => (field.current?.value ?? '').trim();
  const clear = () => {
    if (field.current) field.current.value = '';
  };
  const [missing, setMissing] = useState(false);
  const [dialog, setDialog] = useState<'reject' | 'handover' | null>(null);
  const { run } = useTaskActions(services, detail, confirm, query);
  const todo = detail.task.kind === 'todo';
  const editableLabels = useEditableLabels(services, detail, language);
  const shown = (Object.keys(states) as TaskAction[]).filter((a) => states[a] !== 'hide');
  if (shown.length === 0) return null;

  // A second press while one runs is the runner's to refuse (正在提交，请稍后...), not swallowed here.
  const once = (work: () => Promise<boolean>) => work();
  const editedValues = (): Row | undefined => {
    // No version yet: the edit form has not read the record, so nothing of it can have been
    // edited; sending its blank fields would only be refused (the server needs the version).
    if (!detail.editable.length || values.current?.[RECORD_VERSION_FIELD] == null) return undefined;
    const edited: Row = Object.fromEntries(detail.editable.map((name) => [name, values.current![name] ?? null]));
    // The version the record was read at: the server refuses the change if the record moved on since.
    edited[RECORD_VERSION_FIELD] = values.current[RECORD_VERSION_FIELD];
    return edited;
  };
  const approve = () =>
    once(async () => {
      const done = await run('approve', { comment: comment(), values: editedValues() }, { confirm: words(todo ? 'confirmResubmit' : 'confirmApprove') });
      if (done) clear();
      return done;
    });
  const addComment = () =>
    once(async () => {
      if (!comment()) {
        setMissing(true);
        return false;
      }
      const done = await run('comment', { comment: comment() });
      if (done) clear();
      return done;
    });
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
      </div>
      {dialog === 'reject' && (
        <RejectDialog
          words={words}
          text={text}
          language={language}
          targets={detail.rejectTargets}
          onClose={() => setDialog(null)}
          onReject={(note, to) => once(() => run('reject', { comment: note, to }))}
        />
      )}
      {dialog === 'handover' && (
        <HandoverDialog
          words={words}
          text={text}
          language={language}
          onClose={() => setDialog(null)}
          onHandover={(userId, note) => once(() => run('handover', { userId, comment: note }))}
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
