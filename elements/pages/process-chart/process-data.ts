/**
 * Reads a process definition, or an instance with its definition, from the process calls
 * (`/process/v1/{client}/{system}/PROCESS/...`, core/http `process: true`) and checks their shape,
 * so a wrong reply is a readable error and never a broken drawing.
 */
import { PlatformError } from '../../../core/errors/index.ts';
import type { PageServices, RequestSpec } from '../kit/services.ts';
import type { ProcessDefinition, ProcessInstance, ProcessNode, ProcessTransition } from './process-types.ts';

export const PROCESS_ENTITY = 'PROCESS';

export interface ProcessChartData {
  definition: ProcessDefinition;
  instance: ProcessInstance | null;
}

/** A process request: core/http puts the /process/v1 prefix on it. */
type ProcessRequest = RequestSpec & { process: true };

function processCall<T>(services: PageServices, action: string, params: Record<string, string>, signal?: AbortSignal): Promise<T> {
  const spec: ProcessRequest = { entity: PROCESS_ENTITY, action, method: 'GET', params, process: true, silent: true, signal };
  return services.request<T>(spec);
}

export async function loadProcessChart(
  services: PageServices,
  ids: { definitionId?: string; instanceId?: string },
  signal?: AbortSignal,
): Promise<ProcessChartData> {
  if (ids.instanceId) {
    const reply = await processCall<{ instance?: unknown; definition?: unknown }>(services, 'instance', { instanceId: ids.instanceId }, signal);
    return { definition: checkDefinition(reply?.definition), instance: checkInstance(reply?.instance) };
  }
  const definition = await processCall<unknown>(services, 'definition', { id: ids.definitionId ?? '' }, signal);
  return { definition: checkDefinition(definition), instance: null };
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const strings = (value: unknown): string[] => list<unknown>(value).map(String);

function badReply(what: string): PlatformError {
  return new PlatformError('error.reply', `The server's ${what} is not in the expected shape`);
}

export function checkDefinition(value: unknown): ProcessDefinition {
  const d = value as Partial<ProcessDefinition> | null;
  if (!d || typeof d !== 'object' || !Array.isArray(d.nodes)) throw badReply('process definition');
  const nodes = list<ProcessNode>(d.nodes).filter((n) => n && typeof n.id === 'string');
  const ids = new Set(nodes.map((n) => n.id));
  // A transition to a node the definition lacks cannot be drawn; it is left out rather than failing the chart.
  const transitions = list<ProcessTransition>(d.transitions).filter((t) => t && ids.has(t.from) && ids.has(t.to));
  return { id: String(d.id ?? ''), name: d.name ?? '', entity: String(d.entity ?? ''), nodes, transitions };
}

export function checkInstance(value: unknown): ProcessInstance {
  const i = value as Partial<ProcessInstance> | null;
  if (!i || typeof i !== 'object' || typeof i.id !== 'string') throw badReply('process instance');
  return {
    id: i.id,
    definitionId: String(i.definitionId ?? ''),
    entity: String(i.entity ?? ''),
    recordId: String(i.recordId ?? ''),
    title: String(i.title ?? ''),
    starter: i.starter ?? { id: '', name: '' },
    status: String(i.status ?? 'running'),
    currentNodes: strings(i.currentNodes),
    doneNodes: strings(i.doneNodes),
    path: strings(i.path),
  };
}
