import { equal } from '../../support/assert.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { countCalls } from '../pages/page-helpers.ts';
import { loginAs, q, startShell } from './shell-helpers.ts';

describe('app-shell: pages registered by business bundles', () => {
  afterEach(unmountAll);

  it('draws a DOM page a bundle registered through window.frame, and tears it down on close', async () => {
    const { root, core } = await startShell();
    await loginAs(root, 'bob');
    let teardowns = 0;
    const frame = (window as unknown as { frame: { registry: { register(name: string, page: unknown): void } } }).frame;
    frame.registry.register('bundle-probe', {
      mount(container: HTMLElement, props: { kind: string }) {
        const box = document.createElement('p');
        box.className = 'bundle-probe';
        box.textContent = `drawn for ${props.kind}`;
        container.appendChild(box);
        return () => void (teardowns += 1);
      },
    });

    core.workspace.openPopup({ kind: 'bundle-probe', title: 'Bundle page' });
    const box = await waitFor(() => q(root, '.bundle-probe'), 'the bundle page in the popup');
    equal(box.textContent, 'drawn for bundle-probe');
    core.workspace.closePopup();
    await waitFor(() => !q(root, '.bundle-probe'), 'the bundle page gone');
    equal(teardowns, 1, 'the page tore itself down once');
  });

  it('asks for the bundle list once the person signs in, never for the login form (DESIGN §6)', async () => {
    const before = await countCalls('FM_SYSTEM_WEBPACK', 'listWebpackUrl');
    const { root, core } = await startShell();
    equal(core.state.$firstScreenPending.get(), true, 'a shell on its way holds the bundles back');
    await waitFor(() => q(root, '[data-field="account"]'), 'the login form');
    await waitFor(() => !core.state.$firstScreenPending.get() || null, 'the first screen marked as up');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    equal(await countCalls('FM_SYSTEM_WEBPACK', 'listWebpackUrl'), before, 'no bundle list while the login form shows');
    await loginAs(root, 'bob');
    const deadline = performance.now() + 8000;
    while ((await countCalls('FM_SYSTEM_WEBPACK', 'listWebpackUrl')) <= before) {
      if (performance.now() > deadline) throw new Error('the bundle list was never asked for');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it('a shell taken away before its first screen holds nothing back', async () => {
    const { shell, core } = await startShell();
    equal(core.state.$firstScreenPending.get(), true);
    shell.remove();
    equal(core.state.$firstScreenPending.get(), false);
  });
});
