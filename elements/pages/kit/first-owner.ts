/**
 * "Am I the first mounted of my group?" for elements that share one page: the first one draws
 * shared things (notifications, the sign-in form) so that they show once.
 */
import { useEffect, useRef, useState } from 'react';

const groups = new Map<string, { owners: symbol[]; listeners: Set<() => void> }>();

export function useFirstOwner(group: string): boolean {
  const me = useRef(Symbol(group)).current;
  const [, rerender] = useState(0);
  let entry = groups.get(group);
  if (!entry) {
    entry = { owners: [], listeners: new Set() };
    groups.set(group, entry);
  }
  const shared = entry;
  useEffect(() => {
    const update = () => rerender((n) => n + 1);
    shared.owners.push(me);
    shared.listeners.add(update);
    shared.listeners.forEach((l) => l());
    return () => {
      shared.owners.splice(shared.owners.indexOf(me), 1);
      shared.listeners.delete(update);
      shared.listeners.forEach((l) => l());
    };
  }, [me, shared]);
  return shared.owners[0] === me;
}
