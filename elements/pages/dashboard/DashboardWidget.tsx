/**
 * One widget of a dashboard: a card with the component's title and its own refresh button, and
 * the component drawn by its registered kind (elements/pages/components) inside its own error
 * boundary. A refresh mounts the component afresh, so it loads its data again as on first open;
 * the dashboard's "refresh all" does the same for every widget at once.
 */
import { memo, useId, useState } from 'react';
import type { CSSProperties } from 'react';
import type { ComponentNode } from '../../../core/components/index.ts';
import { ComponentView } from '../components/index.ts';
import type { ComponentOwner } from '../components/index.ts';
import type { TextFn } from '../kit/text.ts';
import type { DashboardTextFn } from './dashboard-text.ts';

const COLUMNS = 12;
/** A widget without `flex`: a number card takes a quarter of the row, anything else half. */
const DEFAULT_SPAN: Record<string, number> = { number: 3 };

export function widgetSpan(node: ComponentNode): number {
  const span = Math.round(node.flex ?? DEFAULT_SPAN[node.kind] ?? COLUMNS / 2);
  return Math.min(COLUMNS, Math.max(1, span));
}

export interface DashboardWidgetProps {
  node: ComponentNode;
  owner: ComponentOwner;
  text: TextFn;
  words: DashboardTextFn;
  /** Bumped by the dashboard's "refresh all". */
  round: number;
  mobile: boolean;
}

export const DashboardWidget = memo(function DashboardWidget({ node, owner, text, words, round, mobile }: DashboardWidgetProps) {
  const headingId = useId();
  const [own, setOwn] = useState(0);
  const span = widgetSpan(node);
  const style: CSSProperties | undefined = mobile ? undefined : { gridColumn: `span ${span}` };
  return (
    <article
      className="widget"
      style={style}
      data-widget={node.id}
      data-kind={node.kind}
      data-span={span}
      aria-labelledby={node.title ? headingId : undefined}
      aria-label={node.title ? undefined : node.id}
    >
      <header className="widget-head">
        <h3 id={headingId}>{node.title}</h3>
        <button
          type="button"
          className="widget-refresh"
          title={node.title ? words('refreshWidget', node.title) : words('refreshThis')}
          aria-label={node.title ? words('refreshWidget', node.title) : words('refreshThis')}
          onClick={() => setOwn((n) => n + 1)}
        >
          <span aria-hidden="true">⟳</span>
        </button>
      </header>
      <div className="widget-body">
        <ComponentView key={`${round}.${own}`} node={node} owner={owner} text={text} hideTitle />
      </div>
    </article>
  );
});
