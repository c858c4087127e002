/**
 * What a registered kind receives when it is drawn as a component (spec §3 "Component"): the
 * page props it would get in a tab, taken from the component's `configs` (`pageId`, `recordId`,
 * `query`, `flag`), its entity (`metaId`/`meta`), and the node itself for kinds that compose.
 */
import type { ComponentNode } from '../../../core/components/index.ts';
import type { PageProps } from '../../shared/page-props.ts';

/** What the owning page hands its components: where they live and what their placeholders read. */
export interface ComponentOwner {
  client?: string;
  system?: string;
  query?: Record<string, string>;
  tabKey?: string;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The owner's query with the component's own `configs.query` texts over it. */
function queryOf(owner: ComponentOwner, configs: Readonly<Record<string, unknown>>): Record<string, string> | undefined {
  const own = configs.query;
  if (own === null || typeof own !== 'object' || Array.isArray(own)) return owner.query;
  const out: Record<string, string> = { ...owner.query };
  for (const [key, value] of Object.entries(own)) {
    const shown = text(value);
    if (shown !== undefined && key !== '__proto__') out[key] = shown;
  }
  return out;
}

export function componentProps(node: ComponentNode, owner: ComponentOwner): PageProps {
  const { configs } = node;
  return {
    kind: node.kind,
    client: text(configs.client) ?? owner.client,
    system: text(configs.system) ?? owner.system,
    entity: node.entity ?? text(configs.entity),
    pageId: text(configs.pageId),
    recordId: text(configs.recordId),
    query: queryOf(owner, configs),
    tabKey: owner.tabKey,
    component: node,
  };
}
