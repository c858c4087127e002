/** The workflow shapes of the reference server's process calls (docs/server-contract.md "Workflow"), as core/work checks them. */
export type { I18nLabel, ProcessDefinition, ProcessInstance, ProcessNode, ProcessTransition } from '../../../core/work/index.ts';

/** How far an instance got at a node. */
export type NodeState = 'done' | 'current' | 'waiting';
