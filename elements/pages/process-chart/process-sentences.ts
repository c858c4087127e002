/**
 * A node and a transition in words, as the text alternative (ProcessSteps) lists them and as the
 * drawing's tooltips (ProcessSvg) say them: one wording for both.
 */
import type { ChartTextFn } from '../charts/chart-text.ts';
import type { ModelNode, ModelTransition } from './process-model.ts';

/** "Manager approval (Task): Current · Assignee: role manager". */
export function nodeSentence(node: ModelNode, text: ChartTextFn): string {
  const sep = text('colon');
  return `${node.label} (${text(node.type)})${node.state ? `${sep}${text(node.state)}` : ''}${node.assignee ? ` · ${text('assignee')}${sep}${node.assignee}` : ''}`;
}

/** "Submit → Manager approval: Amount > 100000 (Taken)". */
export function transitionSentence(t: ModelTransition, labelOf: Map<string, string>, text: ChartTextFn): string {
  return `${labelOf.get(t.from) ?? t.from} → ${labelOf.get(t.to) ?? t.to}${text('colon')}${t.condition || text('always')}${t.taken ? ` (${text('taken')})` : ''}`;
}
