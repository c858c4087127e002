/**
 * The home page's work counts in Chromium against the reference server: workspace tabs stay
 * mounted, so a home tab left open must read the counts again when an approval is done in another
 * tab of the same core instance, or it keeps showing work that is no longer waiting.
 */
import { assert, equal } from '../../support/assert.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { processCall } from './chart-helpers.ts';
import { freshPlatform, hook } from './page-helpers.ts';
import type { TestPlatform } from './page-helpers.ts';
import { q, shellAs } from './work-helpers.ts';

interface Counts {
  waiting: number;
  started: number;
  done: number;
}

const counts = (platform: TestPlatform) => processCall<Counts>(platform, 'counts', {}, 'GET');

/** Every waiting count a home page of the shell shows (its tab, and the dashboard's home widget if open). */
const waitingShown = (root: ShadowRoot) => [...root.querySelectorAll('.home-page .home-work [data-count="waiting"] dd')].map((dd) => dd.textContent);

describe('home page work counts', () => {
  afterEach(async () => {
    unmountAll();
    await hook('reset');
  });

  it('reads the counts again when an approval is done in another tab', async function (this: MochaContext) {
    this.timeout(90000);
    // Alice saves an order above 100,000: its approval waits for bob.
    const alice = await freshPlatform('alice');
    const orderNo = `SO-HOME-${Date.now().toString(36)}`;
    await alice.http.request({
      entity: 'ORDER',
      action: 'save',
      method: 'POST',
      data: { data: { ORDER_NO: orderNo, CUSTOMER_ID: 1, STATUS: 'draft', AMOUNT: 188000 } },
    });

    const { root, core, platform } = await shellAs('bob');
    const [task] = (await processCall<{ rows: Array<{ taskId?: string }> }>(platform, 'inbox', { box: 'waiting', page: 1, pageSize: 20, search: orderNo }))
      .rows;
    assert(task?.taskId, 'the order waits for bob');
    const before = (await counts(platform)).waiting;
    core.router.open({ kind: 'home', title: '首页', key: 'home' });
    await waitFor(() => q(root, '[role="tabpanel"]:not([hidden]) .home-page'), 'the home page', 15000);
    await waitFor(() => waitingShown(root).length > 0 && waitingShown(root).every((text) => text === String(before)), `home shows ${before} waiting`, 15000);

    // Bob approves in the task's own tab; the home tab stays open behind it.
    core.router.open({ kind: 'task', query: { taskId: task!.taskId! }, title: orderNo });
    const page = await waitFor(() => q(root, '[role="tabpanel"]:not([hidden]) .task-page'), 'the task page', 20000);
    // The record's edit form in first, so the approval carries its values as a user's would.
    await waitFor(() => page.querySelector('[data-field="REMARK"] textarea, [data-field="REMARK"] input'), 'the editable REMARK field', 20000);
    (await waitFor(() => page.querySelector<HTMLElement>('sl-button.task-approve'), 'the approve action', 20000)).click();
    (await waitFor(() => q<HTMLElement>(root, '.confirm-dialog sl-button[variant="primary"]'), 'the confirm dialog', 10000)).click();
    await waitFor(() => page.querySelector('.task-history li[data-action="approve"]'), 'the approval in the history', 20000);
    equal((await counts(platform)).waiting, before - 1, 'the server counts one fewer');

    await waitFor(
      () => waitingShown(root).length > 0 && waitingShown(root).every((text) => text === String(before - 1)),
      `home shows ${before - 1} waiting`,
      15000,
    );
  });
});
