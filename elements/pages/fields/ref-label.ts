/**
 * The readable label of a related record (its first business-key attribute), for ref fields.
 * Core's records concept asks for it and keeps it per entity and key for the instance's life
 * (lists repeat the same few keys).
 */
import { useEffect, useState } from 'react';
import type { PageServices } from '../kit/services.ts';

export function useRefLabel(services: PageServices, entity: string | undefined, id: string): string {
  const [label, setLabel] = useState(id);
  useEffect(() => {
    setLabel(id);
    if (!entity || !id) return;
    let live = true;
    services.records.refLabel(entity, id).then((l) => live && setLabel(l));
    return () => {
      live = false;
    };
  }, [services, entity, id]);
  return label;
}
