/**
 * What the process chart shows, worked out once from a definition (and an instance), for the
 * drawing and for its text alternative alike: node labels and states, transition labels, the
 * transitions taken, and the nodes in reading order (breadth first from the start, following the
 * definition's transition order, so the list reads as the flow does).
 */
import { describeConditions } from '../../../core/rules/index.ts';
import { chartText, i18nLabel } from '../charts/chart-text.ts';
import type { NodeState, ProcessDefinition, ProcessInstance, ProcessNode } from './process-types.ts';
import { processWords } from './process-words.ts';

export interface ModelNode {
  id: string;
  type: ProcessNode['type'];
  label: string;
  /** Null when no instance is shown. */
  state: NodeState | null;
  assignee: string;
}

export interface ModelTransition {
  id: string;
  from: string;
  to: string;
  /** The condition as a sentence; '' for a transition that always applies. */
  condition: string;
  taken: boolean;
}

export interface ProcessModel {
  title: string;
  nodes: ModelNode[];
  transitions: ModelTransition[];
  /** Node labels along the path taken, start first; empty without an instance. */
  pathLabels: string[];
  instance: ProcessInstance | null;
}

function readingOrder(definition: ProcessDefinition): ProcessNode[] {
  const byId = new Map(definition.nodes.map((n) => [n.id, n]));
  const seen = new Set<string>();
  const queue = definition.nodes.filter((n) => n.type === 'start');
  const order: ProcessNode[] = [];
  while (queue.length) {
    const node = queue.shift()!;
    if (seen.has(node.id)) continue;
    seen.add(node.id);
    order.push(node);
    for (const t of definition.transitions) if (t.from === node.id && !seen.has(t.to)) queue.push(byId.get(t.to)!);
  }
  // Nodes no transition reaches still belong to the definition: listed after the flow.
  return [...order, ...definition.nodes.filter((n) => !seen.has(n.id))];
}

function assigneeText(node: ProcessNode, language: string): string {
  const text = chartText(language);
  const a = node.assignee;
  if (!a) return '';
  return [a.role && text('role', a.role), a.user && text('user', a.user), a.starterManager && text('starterManager')]
    .filter(Boolean)
    .join(processWords(language)('assigneeSeparator'));
}

function stateOf(id: string, instance: ProcessInstance | null): NodeState | null {
  if (!instance) return null;
  if (instance.currentNodes.includes(id)) return 'current';
  return instance.doneNodes.includes(id) ? 'done' : 'waiting';
}

export function processModel(
  definition: ProcessDefinition,
  instance: ProcessInstance | null,
  language: string,
  fieldLabel: (field: string) => string,
): ProcessModel {
  const text = chartText(language);
  const taken = new Set(instance?.path ?? []);
  const nodes = readingOrder(definition).map((n) => ({
    id: n.id,
    type: n.type,
    label: i18nLabel(n.name, language, n.id),
    state: stateOf(n.id, instance),
    assignee: assigneeText(n, language),
  }));
  const labelOf = new Map(nodes.map((n) => [n.id, n.label]));
  const transitions = definition.transitions.map((t) => ({
    id: t.id,
    from: t.from,
    to: t.to,
    // Core's reading of a condition list (core/rules), the English comparisons as symbols.
    condition: t.when?.length ? describeConditions(t.when, { fieldLabel, language, symbols: true }) : '',
    taken: taken.has(t.id),
  }));
  const byId = new Map(definition.transitions.map((t) => [t.id, t]));
  const steps = (instance?.path ?? []).map((id) => byId.get(id)).filter((t) => t !== undefined);
  const pathLabels = steps.length ? [steps[0]!.from, ...steps.map((t) => t.to)].map((id) => labelOf.get(id) ?? id) : [];
  const name = i18nLabel(definition.name, language, definition.id);
  return { title: instance?.title ? text('instanceOf', name, instance.title) : name, nodes, transitions, pathLabels, instance };
}
