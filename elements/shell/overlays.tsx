import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/drawer/drawer.js';
import { useStore } from '@nanostores/react';
import { useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { Overlay } from '../../core/index.ts';
import { useConcepts } from '../shared/concepts.ts';
import { ErrorBoundary } from '../shared/error-boundary.tsx';
import { useT } from '../shared/labels.ts';
import { useFocusInside, useReturnFocus } from '../shared/overlay-focus.ts';
import { useElementEvent } from '../shared/use-element-event.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { usePageHeading } from './overlay-title.ts';
import { PageView } from './page-view.tsx';

interface GuardedClose {
  onDirtyChange: (dirty: boolean) => void;
  /** Closes at once, or asks first when the page holds unsaved input. */
  request: () => void;
  /** The question, while it is open. */
  question: ReactNode;
}

/**
 * The unsaved-change guard of a popup or drawer, as the tab bar has for tabs: the close button,
 * Escape and an overlay click close at once unless the page reported unsaved input, then ask.
 */
function useGuardedClose(close: () => void): GuardedClose {
  const t = useT();
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  const request = () => {
    if (asking) return;
    if (dirty) setAsking(true);
    else close();
  };
  const question = asking ? (
    <ConfirmDialog message={t('unsavedChanges')} onConfirm={() => (setAsking(false), close())} onCancel={() => setAsking(false)} />
  ) : null;
  return { onDirtyChange, request, question };
}

function Popup({ popup, top, depth }: { popup: Overlay; top: boolean; depth: number }) {
  const { workspace, shell } = useConcepts();
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  const guard = useGuardedClose(() => workspace.closePopup());
  const heading = usePageHeading(ref);
  useReturnFocus();
  useFocusInside(ref);
  // Only the top popup closes (the stack is last-in first-out); Escape reaches the top one.
  useElementEvent<CustomEvent<{ source?: string }>>(ref, 'sl-request-close', (event) => {
    event.preventDefault();
    const stack = workspace.$popups.get();
    if (stack[stack.length - 1]?.id !== popup.id) return;
    // One Escape press reaches every open dialog in turn: only its first close counts (shell.keyboardClose).
    if (event.detail?.source === 'keyboard' && !shell.keyboardClose(event.timeStamp)) return;
    guard.request();
  });
  return (
    <>
      <sl-dialog
        ref={ref}
        open
        label={heading || popup.title || t('dialog')}
        className="popup"
        data-popup={popup.id}
        style={{ '--width': `min(${56 - depth * 2}rem, 94vw)` } as Record<string, string>}
      >
        <PageView page={popup} tabKey={popup.tabKey} onClose={() => top && workspace.closePopup()} onDirtyChange={guard.onDirtyChange} overlay="popup" />
      </sl-dialog>
      {guard.question}
    </>
  );
}

function Drawer({ drawer }: { drawer: Overlay }) {
  const { workspace } = useConcepts();
  const ref = useRef<HTMLElement>(null);
  const guard = useGuardedClose(() => workspace.closeDrawer());
  const heading = usePageHeading(ref);
  useReturnFocus();
  useFocusInside(ref);
  useElementEvent(ref, 'sl-request-close', (event) => {
    event.preventDefault();
    guard.request();
  });
  return (
    <>
      <sl-drawer ref={ref} open label={heading || drawer.title || ''} placement="end" className="drawer" data-drawer={drawer.id}>
        <PageView page={drawer} tabKey={drawer.tabKey} onClose={() => workspace.closeDrawer()} onDirtyChange={guard.onDirtyChange} overlay="drawer" />
      </sl-drawer>
      {guard.question}
    </>
  );
}

/**
 * The popup stack (stacked Shoelace dialogs, each a focus-trapped modal) and the drawer, each in
 * its own error boundary (its page has one more inside, so a failing page keeps its frame). A page's
 * own `onClose` (after a save, its cancel button) closes at once; the container's close asks
 * first when the page holds unsaved input.
 */
export function Overlays() {
  const { workspace } = useConcepts();
  const popups = useStore(workspace.$popups);
  const drawer = useStore(workspace.$drawer);
  return (
    <>
      {popups.map((popup, index) => (
        <ErrorBoundary key={popup.id} region="popup" onClose={() => workspace.closePopup()}>
          <Popup popup={popup} top={index === popups.length - 1} depth={index} />
        </ErrorBoundary>
      ))}
      {drawer && (
        <ErrorBoundary key={drawer.id} region="drawer" onClose={() => workspace.closeDrawer()}>
          <Drawer drawer={drawer} />
        </ErrorBoundary>
      )}
    </>
  );
}
