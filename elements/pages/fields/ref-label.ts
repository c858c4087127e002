/**
 * The readable label of a related record (its first business-key attribute), for ref fields.
 * Labels are kept per entity and key for the page's life: lists repeat the same few keys.
 */
import { useEffect, useState } from 'react';
import type { PageServices } from '../kit/services.ts';
import type { Row } from '../kit/types.ts';

const known = new Map<string, Promise<string>>();

function refLabel(services: PageServices, entity: string, id: string): Promise<string> {
  const key = `${entity}|${id}`;
  let pending = known.get(key);
  if (!pending) {
    pending = (async () => {
      const meta = await services.getMeta(entity);
      const reply = await services.request<{ bean?: { data?: Row } }>({ entity: meta.id || entity, action: 'get', params: { id }, silent: true });
      const row = reply?.bean?.data ?? {};
      const busi = meta.attributes.find((a) => a.busiKey === '1' && !meta.keyNames.includes(a.name));
      return String((busi && row[busi.name]) || id);
    })().catch(() => {
      known.delete(key);
      return id;
    });
    known.set(key, pending);
  }
  return pending;
}

export function rememberRefLabel(entity: string, id: string, label: string): void {
  known.set(`${entity}|${id}`, Promise.resolve(label));
}

export function useRefLabel(services: PageServices, entity: string | undefined, id: string): string {
  const [label, setLabel] = useState(id);
  useEffect(() => {
    setLabel(id);
    if (!entity || !id) return;
    let live = true;
    refLabel(services, entity, id).then((l) => live && setLabel(l));
    return () => {
      live = false;
    };
  }, [services, entity, id]);
  return label;
}
