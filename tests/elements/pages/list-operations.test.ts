/**
 * The list's page-opening operations run through core's action runner like every other
 * operation: the row condition and its tip, the confirm, the submit lock and the loading mask.
 */
import type { Actions, Operate } from '../../../core/actions/index.ts';
import { assert, equal } from '../../support/assert.ts';
import { sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { $, $$, createCustomer, freshPlatform, hook, mountElement, notices, rowsOf, typeInto, uniqueName } from './page-helpers.ts';
import type { TestPlatform } from './page-helpers.ts';

type ListElement = HTMLElement & { config?: unknown };

const ROW_OPERATES = [
  {
    name: 'edit',
    label: '编辑',
    type: 'open',
    flag: 'edit',
    needSelect: 1,
    condition: [{ field: 'ACTIVE', mode: 'equal', value: '0' }],
    tip: '只能编辑未启用的客户',
  },
  { name: 'detail', label: '详情', type: 'open', flag: 'detail', needSelect: 1, confirm: '打开 #[NAME] 的详情？' },
];

async function listOf(name: string): Promise<{ platform: TestPlatform; element: ListElement; root: ShadowRoot; opened: string[]; id: string }> {
  const platform = await freshPlatform();
  const id = await createCustomer(platform, { NAME: name, LEVEL: 'C', ACTIVE: '1' });
  const { element, root } = await mountElement('<entity-list entity="CUSTOMER" page-id="page-customer-list" style="display:block;height:640px"></entity-list>');
  (element as ListElement).config = { rowOperates: ROW_OPERATES };
  await waitFor(() => rowsOf(root).length > 0, 'the first rows', 10000);
  typeInto($(root, '.search [data-field="NAME"] input')!, name);
  $(root, '.search-submit')!.click();
  await waitFor(() => rowsOf(root).length === 1 && rowsOf(root)[0]!.textContent?.includes(name), 'the record alone', 10000);
  const opened: string[] = [];
  element.addEventListener('row-open', (e) => opened.push((e as CustomEvent<{ kind: string }>).detail.kind));
  return { platform, element: element as ListElement, root, opened, id };
}

const rowButton = (root: ShadowRoot, name: string) => $(rowsOf(root)[0]!, `.row-op[data-operate="${name}"]`)!;
const actionsOf = (platform: TestPlatform) => (platform as unknown as { actions: Actions }).actions;

describe('list: page-opening operations through the action runner', () => {
  afterEach(async () => {
    unmountAll();
    await hook('latency', { ms: 0 });
  });

  it('a failing row condition stops the opening with its tip', async () => {
    const { platform, root, opened } = await listOf(uniqueName('Open guard'));
    rowButton(root, 'edit').click();
    await waitFor(() => notices(platform).includes('只能编辑未启用的客户'), 'the tip');
    await sleep(200);
    equal(opened.length, 0, 'no page opened');
    assert(!$(root, 'sl-dialog.form-dialog'), 'no form dialog');
  });

  it('asks the confirm first (placeholders resolved) and opens under the loading mask', async () => {
    const name = uniqueName('Open confirm');
    const { platform, root, opened } = await listOf(name);
    const masks: Array<string | null> = [];
    const stop = actionsOf(platform).$loading.listen((text) => masks.push(text));
    rowButton(root, 'detail').click();
    const ask = await waitFor(() => $(root, 'sl-dialog.confirm-dialog'), 'the confirm dialog');
    equal($(ask, '.confirm-message')!.textContent, `打开 ${name} 的详情？`);
    $$(ask, 'sl-button')
      .find((b) => b.getAttribute('variant') !== 'primary')!
      .click();
    await sleep(200);
    equal(opened.length, 0, 'declined: nothing opens');

    rowButton(root, 'detail').click();
    $(await waitFor(() => $(root, 'sl-dialog.confirm-dialog'), 'asked again'), 'sl-button[variant="primary"]')!.click();
    await waitFor(() => opened.length === 1, 'row-open after the confirm');
    equal(opened[0], 'detail');
    await waitFor(() => $(root, 'sl-dialog.form-dialog .detail-grid'), "the detail in the list's dialog", 10000);
    stop();
    equal(masks.join('|'), '正在操作,请稍后...|', 'the mask was up while the page opened, and down after');
  });

  it('holds the opening while the same action is being submitted, and draws the mask in both languages', async () => {
    const name = uniqueName('Open lock');
    const { platform, root, opened, id } = await listOf(name);
    const actions = actionsOf(platform);
    await hook('latency', { ms: 1500, action: 'apply' });
    // The same action name on the same entity holds the submit lock (spec §4) for its run.
    const submission: Operate = { name: 'detail', type: 'post', action: 'deactivate', needSelect: 1 };
    const running = actions.run(submission, { entity: 'CUSTOMER', rows: [{ ID: id }] });
    const mask = await waitFor(() => $(root, '.operation-mask'), 'the loading mask over the list');
    equal($(mask, '.operation-mask-text')!.textContent, '正在操作,请稍后...');
    rowButton(root, 'detail').click();
    await waitFor(() => notices(platform).includes('正在提交，请稍后...'), 'the in-progress message');
    assert(!$(root, 'sl-dialog.confirm-dialog'), 'no confirm while locked');
    await running;
    await waitFor(() => !$(root, '.operation-mask'), 'the mask goes away');
    equal(opened.length, 0, 'nothing opened while locked');

    platform.i18n.setLanguage('011');
    const again = actions.run(submission, { entity: 'CUSTOMER', rows: [{ ID: id }] });
    await waitFor(() => $(root, '.operation-mask-text')?.textContent === 'Working, please wait...', 'the English mask text');
    await again;
  });
});
