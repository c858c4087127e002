/**
 * The process chart's text alternative: the steps in reading order with their state, the
 * transitions with their conditions, and the path taken. Screen readers and keyboard users get
 * from it what the drawing shows.
 */
import type { ChartTextFn } from '../charts/chart-text.ts';
import type { ProcessModel } from './process-model.ts';
import { nodeSentence, transitionSentence } from './process-sentences.ts';

export function ProcessSteps({ model, text }: { model: ProcessModel; text: ChartTextFn }) {
  const labelOf = new Map(model.nodes.map((n) => [n.id, n.label]));
  const sep = text('colon');
  return (
    <details className="chart-text">
      <summary>{text('stepsTitle')}</summary>
      <h3>{text('steps')}</h3>
      <ol className="process-steps">
        {model.nodes.map((node) => (
          <li key={node.id} data-node-id={node.id} data-state={node.state ?? undefined}>
            {nodeSentence(node, text)}
          </li>
        ))}
      </ol>
      <h3>{text('transitions')}</h3>
      <ul className="process-transitions">
        {model.transitions.map((t) => (
          <li key={t.id} data-transition-id={t.id} data-taken={String(t.taken)}>
            {transitionSentence(t, labelOf, text)}
          </li>
        ))}
      </ul>
      {model.instance && (
        <p className="process-path" data-path={model.instance.path.join(',')}>
          {text('pathTaken')}
          {sep}
          {model.pathLabels.length ? model.pathLabels.join(' → ') : text('noPath')}
        </p>
      )}
    </details>
  );
}
