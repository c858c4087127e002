/**
 * "Am I the first of my group on the page?" for elements that share one instance: the first one
 * draws shared things (notifications, the sign-in form) so that they show once. The groups are
 * the instance's (`platform.shell.owners`): another platform's elements on the page are not in them.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { useHost } from '../../shared/host.tsx';
import { usePlatform } from '../../shared/platform.ts';

/** A member of a group: the element that holds it (null outside an element). */
interface Owner {
  host: HTMLElement | null;
}

function byDocumentOrder(a: Owner, b: Owner): number {
  const first = a.host;
  const second = b.host;
  if (!first || !second || first === second || first.ownerDocument !== second.ownerDocument) return 0;
  return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

export function useFirstOwner(group: string): boolean {
  const me = useRef<Owner>({ host: null }).current;
  const owners = usePlatform().shell.owners<Owner>(group);
  const members = useStore(owners.$owners);
  const host = useHost();
  useEffect(() => {
    me.host = host;
    // Element bodies load on demand, in any order: the first element on the page owns the group.
    return owners.join(me, byDocumentOrder);
  }, [me, owners, host]);
  return members[0] === me;
}
