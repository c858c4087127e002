/**
 * "Am I the first of my group on the page?" for elements that share one page: the first one draws
 * shared things (notifications, the sign-in form) so that they show once.
 */
import { useEffect, useRef, useState } from 'react';
import { useHost } from '../../shared/host.tsx';

const groups = new Map<string, { owners: symbol[]; listeners: Set<() => void> }>();

const hosts = new Map<symbol, HTMLElement | null>();

function byDocumentOrder(a: symbol, b: symbol): number {
  const first = hosts.get(a);
  const second = hosts.get(b);
  if (!first || !second || first === second || first.ownerDocument !== second.ownerDocument) return 0;
  return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

export function useFirstOwner(group: string): boolean {
  const me = useRef(Symbol(group)).current;
  const [, rerender] = useState(0);
  let entry = groups.get(group);
  if (!entry) {
    entry = { owners: [], listeners: new Set() };
    groups.set(group, entry);
  }
  const shared = entry;
  const host = useHost();
  useEffect(() => {
    const update = () => rerender((n) => n + 1);
    shared.owners.push(me);
    hosts.set(me, host);
    // Element bodies load on demand, in any order: the first element on the page owns the group.
    shared.owners.sort(byDocumentOrder);
    shared.listeners.add(update);
    shared.listeners.forEach((l) => l());
    return () => {
      shared.owners.splice(shared.owners.indexOf(me), 1);
      hosts.delete(me);
      shared.listeners.delete(update);
      shared.listeners.forEach((l) => l());
    };
  }, [me, shared, host]);
  return shared.owners[0] === me;
}
