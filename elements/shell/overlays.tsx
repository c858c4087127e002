import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/drawer/drawer.js';
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import type { Overlay } from '../../core/workspace/index.ts';
import { useConcepts } from '../shared/concepts.ts';
import { useT } from '../shared/labels.ts';
import { useElementEvent } from '../shared/use-element-event.ts';
import { PageView } from './page-view.tsx';

/**
 * One Escape press reaches every open Shoelace dialog's document listener in turn: once the top
 * popup is gone the next one is "top" and would close on the same key press.
 */
let lastKeyboardClose = 0;

function Popup({ popup, top, depth }: { popup: Overlay; top: boolean; depth: number }) {
  const { workspace } = useConcepts();
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  // Only the top popup closes (the stack is last-in first-out); Escape reaches the top one.
  useElementEvent<CustomEvent<{ source?: string }>>(ref, 'sl-request-close', (event) => {
    event.preventDefault();
    const stack = workspace.$popups.get();
    if (stack[stack.length - 1]?.id !== popup.id) return;
    if (event.detail?.source === 'keyboard') {
      if (event.timeStamp - lastKeyboardClose < 50) return;
      lastKeyboardClose = event.timeStamp;
    }
    workspace.closePopup();
  });
  return (
    <sl-dialog
      ref={ref}
      open
      label={popup.title || t('dialog')}
      className="popup"
      data-popup={popup.id}
      style={{ '--width': `min(${56 - depth * 2}rem, 94vw)` } as Record<string, string>}
    >
      <PageView page={popup} tabKey={popup.tabKey} onClose={() => top && workspace.closePopup()} />
    </sl-dialog>
  );
}

/** The popup stack (stacked Shoelace dialogs, each a focus-trapped modal) and the drawer. */
export function Overlays() {
  const { workspace } = useConcepts();
  const popups = useStore(workspace.$popups);
  const drawer = useStore(workspace.$drawer);
  const drawerRef = useRef<HTMLElement>(null);
  useElementEvent(drawerRef, 'sl-request-close', (event) => {
    event.preventDefault();
    workspace.closeDrawer();
  });
  return (
    <>
      {popups.map((popup, index) => (
        <Popup key={popup.id} popup={popup} top={index === popups.length - 1} depth={index} />
      ))}
      {drawer && (
        <sl-drawer ref={drawerRef} open label={drawer.title || ''} placement="end" className="drawer" data-drawer={drawer.id}>
          <PageView page={drawer} tabKey={drawer.tabKey} onClose={() => workspace.closeDrawer()} />
        </sl-drawer>
      )}
    </>
  );
}
