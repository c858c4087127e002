/** The instance's history (who, action, node, comment, time) and the path it has taken. */
import type { HistoryEntry, ProcessDefinition, ProcessInstance } from '../../../core/work/index.ts';
import { WorkTime } from '../workflow/cells.tsx';
import { i18nText, personName } from '../workflow/work-words.ts';
import type { WorkTextFn, WorkWord } from '../workflow/work-words.ts';

const ACTION_WORDS: Record<string, WorkWord> = {
  start: 'start',
  approve: 'historyApprove',
  reject: 'historyReject',
  handover: 'historyHandover',
  comment: 'historyComment',
  resubmit: 'historyResubmit',
  withdraw: 'historyWithdraw',
};

/** The nodes along the transitions taken, in order (`path` holds transition ids). */
export function pathNodes(definition: ProcessDefinition, instance: ProcessInstance): string[] {
  const byId = new Map(definition.transitions.map((t) => [t.id, t]));
  const nodes: string[] = [];
  for (const id of instance.path) {
    const step = byId.get(id);
    if (!step) continue;
    if (nodes.length === 0 || nodes[nodes.length - 1] !== step.from) nodes.push(step.from);
    nodes.push(step.to);
  }
  return nodes;
}

export function TaskPath({
  definition,
  instance,
  words,
  language,
}: {
  definition: ProcessDefinition;
  instance: ProcessInstance;
  words: WorkTextFn;
  language: string;
}) {
  const nodes = pathNodes(definition, instance);
  if (nodes.length === 0) return null;
  const name = (id: string) => i18nText(definition.nodes.find((n) => n.id === id)?.name, language, id);
  return (
    <p className="task-path" data-path={instance.path.join(',')}>
      <strong>{words('instancePath')}</strong>
      {nodes.map(name).join(' → ')}
    </p>
  );
}

export function TaskHistory({ history, words, language, label }: { history: HistoryEntry[]; words: WorkTextFn; language: string; label: string }) {
  if (history.length === 0) return <p className="muted">{words('historyEmpty')}</p>;
  return (
    <ol className="task-history" aria-label={label}>
      {history.map((entry) => {
        const action = ACTION_WORDS[entry.action];
        return (
          <li key={entry.id} data-action={entry.action} data-user={entry.user?.id}>
            <div className="history-head">
              <strong className="history-user">{personName(entry.user, language)}</strong>
              <span className="history-action">{action ? words(action) : entry.action}</span>
              {entry.to && <span className="history-to">{words('handedTo', personName(entry.to, language))}</span>}
              <span className="history-node muted">{i18nText(entry.node?.name, language, entry.node?.id)}</span>
              <span className="history-time muted">
                <WorkTime value={entry.time} language={language} />
              </span>
            </div>
            {entry.comment && <p className="history-comment">{entry.comment}</p>}
          </li>
        );
      })}
    </ol>
  );
}
