/** The workflow shapes of the reference server's process calls (docs/server-contract.md "Workflow"). */
import type { Condition } from '../kit/conditions.ts';

export type I18nLabel = Record<string, string> | string;

export interface ProcessNode {
  id: string;
  type: 'start' | 'task' | 'end';
  name: I18nLabel;
  assignee?: { role?: string; user?: string; starterManager?: boolean };
  editable?: string[];
}

export interface ProcessTransition {
  id: string;
  from: string;
  to: string;
  /** Spec §5 condition list; none = always. The first matching transition in order wins. */
  when?: Condition[];
}

export interface ProcessDefinition {
  id: string;
  name: I18nLabel;
  entity: string;
  nodes: ProcessNode[];
  transitions: ProcessTransition[];
}

export interface ProcessInstance {
  id: string;
  definitionId: string;
  entity: string;
  recordId: string;
  title: string;
  starter: { id: string; name: string; nameEn?: string };
  status: 'running' | 'approved' | 'rejected' | 'withdrawn' | string;
  currentNodes: string[];
  doneNodes: string[];
  /** Transition ids taken, in order. */
  path: string[];
}

/** How far an instance got at a node. */
export type NodeState = 'done' | 'current' | 'waiting';
