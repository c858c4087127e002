import { createElement, useEffect } from 'react';
import type { PageProps } from '../../../elements/shared/page-props.ts';
import { pageRegistry } from '../../../elements/shared/concepts.ts';
import { equal, assert } from '../../support/assert.ts';
import { press } from '../../support/commands.ts';
import { sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { focusWithin, loginAs, q, startShell } from './shell-helpers.ts';

/** A page that holds unsaved input from the start. */
function DirtyProbe({ onDirtyChange }: PageProps) {
  useEffect(() => onDirtyChange?.(true), [onDirtyChange]);
  return createElement('p', { className: 'dirty-probe' }, 'unsaved input');
}

function closeButton(overlay: Element): HTMLElement {
  return overlay.shadowRoot!.querySelector<HTMLElement>('[part~="close-button"]')!;
}

const confirmDialog = (root: ShadowRoot) => q(root, 'sl-dialog.confirm-dialog');

describe('app-shell: popups and drawers with unsaved input', () => {
  afterEach(unmountAll);

  it('asks before a popup or drawer with unsaved input closes, and keeps it on cancel', async () => {
    const { root, platform, core } = await startShell();
    pageRegistry(platform)!.register('dirty-probe', DirtyProbe);
    await loginAs(root, 'bob');

    core.workspace.openPopup({ kind: 'dirty-probe', title: 'Dirty' });
    const popup = await waitFor(() => q(root, 'sl-dialog.popup'), 'the popup');
    await waitFor(() => q(root, '.dirty-probe'), 'the page in the popup');
    await waitFor(() => focusWithin(popup), 'focus in the popup');
    await press('Escape');
    const question = await waitFor(() => confirmDialog(root), 'the question after Escape');
    assert(q(root, 'sl-dialog.popup'), 'the popup stays while asking');
    await waitFor(() => focusWithin(question), 'focus in the question');
    await press('Escape');
    await waitFor(() => !confirmDialog(root), 'Escape answers no');
    equal(core.workspace.$popups.get().length, 1, 'the popup is still open');

    closeButton(popup).click();
    const asked = await waitFor(() => confirmDialog(root), 'the question after the close button');
    asked.querySelector<HTMLElement>('sl-button[variant="primary"]')!.click();
    await waitFor(() => !q(root, 'sl-dialog.popup'), 'the popup closed after yes');
    equal(core.workspace.$popups.get().length, 0);

    core.workspace.openDrawer({ kind: 'dirty-probe', title: 'Side' });
    const drawer = await waitFor(() => q(root, 'sl-drawer.drawer'), 'the drawer');
    await waitFor(() => q(root, '.dirty-probe'), 'the page in the drawer');
    await sleep(300);
    closeButton(drawer).click();
    const drawerQuestion = await waitFor(() => confirmDialog(root), 'the question for the drawer');
    drawerQuestion.querySelector<HTMLElement>('sl-button:not([variant="primary"])')!.click();
    await waitFor(() => !confirmDialog(root), 'cancel closes the question');
    assert(core.workspace.$drawer.get(), 'the drawer stays after no');
    closeButton(drawer).click();
    (await waitFor(() => confirmDialog(root), 'asked again')).querySelector<HTMLElement>('sl-button[variant="primary"]')!.click();
    await waitFor(() => !q(root, 'sl-drawer.drawer'), 'the drawer closed after yes');
  });

  it('closes a popup without unsaved input at once', async () => {
    const { root, core } = await startShell();
    await loginAs(root, 'bob');
    core.workspace.openPopup({ kind: 'nothing-registered', title: 'Clean' });
    const popup = await waitFor(() => q(root, 'sl-dialog.popup'), 'the popup');
    await sleep(300);
    closeButton(popup).click();
    await waitFor(() => !q(root, 'sl-dialog.popup'), 'closed without a question');
    assert(!confirmDialog(root), 'no question');
  });
});
