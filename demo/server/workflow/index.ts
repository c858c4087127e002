/** The workflow of the reference server: process definitions, instances, tasks and history, and their calls. */
export { AUTO_START, startProcessesOnSave } from './auto-start.js';
export { advance, approveTask, handoverTask, rejectTask, startProcess, STARTER_TARGET } from './engine.js';
export { APPROVE_RIGHT, processRoutes } from './routes.js';
export { instanceById, taskById } from './store.js';
export type { Actor, Definition, ProcessNode, Transition } from './types.js';
