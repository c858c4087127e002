/** The browser side of the testing entry against the reference server: faults, rendering, forms. */
import {
  assert,
  equal,
  fillForm,
  formFields,
  listColumns,
  listRows,
  match,
  mountElement,
  mountRendered,
  rejects,
  serverHooks,
  signIn,
  submitForm,
  unmountAll,
  waitFor,
  whenRendered,
} from '../../testing/index.ts';

const LIST = '<entity-list entity="CUSTOMER" page-id="page-customer-list" style="display:block;height:640px"></entity-list>';
const ADD_FORM = '<entity-form entity="CUSTOMER" page-id="page-customer-add" state="add"></entity-form>';

describe('testing entry', () => {
  afterEach(async () => {
    unmountAll();
    await serverHooks.reset();
  });

  it('reads a list by column label, and counts the calls it made', async () => {
    const platform = await signIn('admin');
    // The newest customer, so that a row with a level is in view whatever earlier files added.
    await platform.http.request({ entity: 'CUSTOMER', action: 'save', method: 'POST', data: { data: { NAME: `Testing entry ${Date.now()}`, LEVEL: 'A' } } });
    await serverHooks.resetCounts();
    const { root } = await mountRendered(LIST);
    const columns = listColumns(root);
    assert(columns.includes('客户名称'), `the name column (${columns.join(', ')})`);
    const [first] = listRows(root);
    assert(first, 'a first row');
    equal(first.rowIndex, 2, 'the first row follows the header');
    equal(first.cells['客户等级'], '重点客户', `the new customer's level label (${JSON.stringify(first.cells)})`);
    // Rows that earlier files added may have no level: any level shown is a label, never a code.
    const levels = listRows(root)
      .map((row) => row.cells['客户等级'] ?? '')
      .filter(Boolean);
    assert(
      levels.every((level) => /^(重点|普通|潜在|流失)客户$/.test(level)),
      `level labels (${levels.join(', ')})`,
    );
    assert((await serverHooks.count(undefined, 'find')) >= 1, 'the list asked the server for its rows');
  });

  it('fails the wait for data with the message of a broken reply', async () => {
    await signIn('admin');
    await serverHooks.fail('find', 1, { kind: 'garbled' });
    const { element } = await mountElement(LIST);
    const error = await rejects(whenRendered(element));
    match((error as Error).message, /<entity-list> shows an error instead of its data: .+/);
  });

  it('waits for a slow server', async () => {
    await signIn('admin');
    await serverHooks.latency(600, 'find');
    const started = performance.now();
    const { root } = await mountRendered(LIST);
    assert(performance.now() - started >= 600, 'the rows came after the delay');
    assert(listRows(root).length > 0, 'rows');
  });

  it('fills a field a rule shows, and reports a refused save with its messages', async () => {
    await signIn('admin');
    const { element } = await mountRendered(ADD_FORM);
    assert(!formFields(element).CREDIT, 'credit hidden until the level is A or B');
    await fillForm(element, { LEVEL: 'A', CREDIT: 5000 });
    const fields = formFields(element);
    equal(fields.LEVEL?.value, 'A');
    equal(fields.CREDIT?.value, '5000');
    equal(fields.NAME?.required, true, 'the name is required');
    const refused = (await rejects(submitForm(element))) as Error;
    match(refused.message, /NAME: .*客户名称/);
    await waitFor(() => formFields(element).NAME?.error, 'the message under the name');
  });
});
