import { assert, equal, match } from '../../support/assert.ts';
import { saveScreenshot, setViewport } from '../../support/commands.ts';
import { captureDownload, sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { $, $$, countCalls, createCustomer, freshPlatform, hook, mountElement, selectValue, typeInto, uniqueName, PASSWORD } from '../pages/page-helpers.ts';

const field = (root: ParentNode, name: string, control = 'input') => $(root, `.form [data-field="${name}"] ${control}`)!;
const errorOf = (root: ParentNode, name: string) => $(root, `[data-field="${name}"] .error-text`);

function formElement(state: string, recordId = '') {
  const page = { add: 'page-customer-add', edit: 'page-customer-edit', detail: 'page-customer-detail' }[state];
  return mountElement(`<entity-form entity="CUSTOMER" page-id="${page}" state="${state}" record-id="${recordId}"></entity-form>`);
}

describe('entity-form: add, edit, detail', () => {
  afterEach(unmountAll);

  it('adds a record: messages under the fields, conditional fields, then success', async () => {
    await freshPlatform();
    await setViewport(1280, 900);
    const { element, root } = await formElement('add');
    const save = await waitFor(() => $(root, '.save-button'), 'the save button', 10000);
    await waitFor(() => field(root, 'NAME'), 'the name field');
    assert(!$(root, '[data-field="CREDIT"]'), 'credit hidden until the level is A or B');
    save.click();
    match((await waitFor(() => errorOf(root, 'NAME'), 'the name message')).textContent, /客户名称/);
    equal(field(root, 'NAME').getAttribute('aria-invalid'), 'true');

    const name = uniqueName('Form test');
    typeInto(field(root, 'NAME'), name);
    selectValue(field(root, 'LEVEL', 'select'), 'A');
    await waitFor(() => $(root, '[data-field="CREDIT"] input'), 'credit shown for level A');
    typeInto(field(root, 'EMAIL'), 'not-an-email');
    save.click();
    await waitFor(() => errorOf(root, 'CONTRACT'), 'contract required for level A');
    await waitFor(() => errorOf(root, 'EMAIL'), 'the email pattern message');
    assert(!errorOf(root, 'NAME'), 'the name message is gone');
    await saveScreenshot('entity-form-validation');

    selectValue(field(root, 'LEVEL', 'select'), 'B');
    typeInto(field(root, 'EMAIL'), 'buyer@example.com');
    typeInto(field(root, 'CREDIT'), '5000');
    const saved = new Promise<CustomEvent<{ id: string }>>((resolve) =>
      element.addEventListener('form-saved', (e) => resolve(e as CustomEvent), { once: true }),
    );
    await sleep(50);
    save.click();
    const { detail } = await saved;
    assert(Number(detail.id) > 0, `a new id (${detail.id})`);
    await waitFor(() => $(root, '.form-page[data-state="edit"]'), 'the form goes on editing the saved record');
  });

  it('edits a record with a new contact line and shows both in the detail', async () => {
    const platform = await freshPlatform();
    const id = await createCustomer(platform, { NAME: uniqueName('Edit test'), LEVEL: 'B', ACTIVE: '1', CREDIT: 1000 });
    const { element, root } = await formElement('edit', id);
    await waitFor(() => field(root, 'PHONE'), 'the phone field', 10000);
    typeInto(field(root, 'PHONE'), '010-88886666');
    $(root, '.child-section .add-row')!.click();
    const lastRow = await waitFor(() => $(root, '.child-section tbody tr:last-child [data-field="NAME"] input'), 'a new contact row');
    const save = $(root, '.save-button')!;
    save.click();
    await waitFor(() => $(root, '.child-section .row-error'), 'the contact name is required');
    typeInto(lastRow, 'Zhang San');
    typeInto($(root, '.child-section tbody tr:last-child [data-field="TITLE"] input')!, 'Buyer');
    await waitFor(() => !$(root, '.child-section .row-error') && !$(root, '.form-error'), 'the messages go once the field is filled');
    await saveScreenshot('entity-form');
    const saved = new Promise((resolve) => element.addEventListener('form-saved', resolve, { once: true }));
    await sleep(50);
    save.click();
    const failed = sleep(400)
      .then(() => waitFor(() => $(root, '.form-error'), 'a form error', 15000))
      .then((e) => {
        throw new Error(
          `save failed: ${e.textContent} ${$$(root, '.error-text, .row-error')
            .map((x) => x.parentElement?.dataset.field + ':' + x.textContent)
            .join('; ')}`,
        );
      });
    await Promise.race([saved, failed]);

    element.setAttribute('page-id', 'page-customer-detail');
    element.setAttribute('state', 'detail');
    const detail = await waitFor(() => $(root, '.detail-grid'), 'the detail', 10000);
    await waitFor(() => detail.textContent?.includes('010-88886666'), 'the new phone');
    await waitFor(() => $(root, '.child-section')?.textContent?.includes('Zhang San'), 'the contact in the child section');
  });

  it('renders hostile HTML in a rich text field inert', async () => {
    const platform = await freshPlatform();
    const w = window as unknown as { __xss?: number };
    delete w.__xss;
    const hostile =
      '<p>Hello<img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>' +
      '<a href="javascript:window.__xss=3">link</a><svg><animate onbegin="window.__xss=4" /></svg><b style="color:red">bold</b></p>';
    const id = await createCustomer(platform, { NAME: uniqueName('XSS test'), NOTES: hostile });
    const { root } = await formElement('detail', id);
    const html = await waitFor(() => $(root, '.richtext'), 'the rich text', 10000);
    await sleep(300);
    assert(!html.querySelector('script'), 'no script element');
    assert(!html.querySelector('[onerror],[onbegin]'), 'no event handler attributes');
    assert(!html.innerHTML.includes('javascript:'), 'no javascript: link');
    equal(w.__xss, undefined, 'nothing ran');
    match(html.textContent, /Hello/);
    match(html.querySelector('b')?.getAttribute('style'), /color:\s*red/, 'whitelisted style kept');
  });

  it('an edit of a record deleted meanwhile is refused (update), never saved again as a new record', async () => {
    const platform = await freshPlatform();
    const name = uniqueName('Deleted meanwhile');
    const id = await createCustomer(platform, { NAME: name });
    const { element, root } = await formElement('edit', id);
    await waitFor(() => field(root, 'PHONE'), 'the phone field', 10000);
    await platform.http.request({ entity: 'CUSTOMER', action: 'removeMulti', method: 'POST', data: { id } });
    let saved = 0;
    element.addEventListener('form-saved', () => (saved += 1));
    typeInto(field(root, 'PHONE'), '010-12345678');
    // Counted over every entity path: the form names its entity by metadata id.
    const updates = await countCalls('', 'update');
    $(root, '.save-button')!.click();
    await waitFor(() => $(root, '.form-error'), 'the refusal under the form', 10000);
    equal(await countCalls('', 'update'), updates + 1, 'the edit went out as update');
    equal(saved, 0, 'no form-saved');
    const found = await platform.http.request<{ rows?: unknown[]; entitys?: unknown[] }>({
      entity: 'CUSTOMER',
      action: 'find',
      method: 'POST',
      data: { conditions: [{ field: 'NAME', mode: 'equal', value: name }] },
    });
    equal((found.rows ?? found.entitys ?? []).length, 0, 'no record made again');
  });

  it('lets the host veto a save through the cancelable form-submit event', async () => {
    const platform = await freshPlatform();
    const id = await createCustomer(platform, { NAME: uniqueName('Veto test') });
    const { element, root } = await formElement('edit', id);
    await waitFor(() => field(root, 'PHONE'), 'the phone field', 10000);
    let asked = 0;
    element.addEventListener('form-submit', (e) => {
      asked += 1;
      e.preventDefault();
    });
    const writes = async () => (await countCalls('', 'save')) + (await countCalls('', 'update'));
    const before = await writes();
    $(root, '.save-button')!.click();
    await waitFor(() => asked === 1, 'form-submit');
    await sleep(200);
    equal(await writes(), before, 'no save or update call');
  });
});

describe('entity-form: files and page scripts', () => {
  afterEach(unmountAll);

  it('uploads a file into a file field and downloads it under its name', async () => {
    const platform = await freshPlatform();
    const id = await createCustomer(platform, { NAME: uniqueName('File test') });
    const { root } = await formElement('edit', id);
    const input = await waitFor(() => $(root, '.form [data-field="CONTRACT"] input[type="file"]') as HTMLInputElement | null, 'the file input', 10000);
    const transfer = new DataTransfer();
    transfer.items.add(new File(['%PDF-1.4 test'], '合同-2024.pdf', { type: 'application/pdf' }));
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    const link = await waitFor(() => $(root, '.form [data-field="CONTRACT"] .file-link a'), 'the uploaded file link', 10000);
    await waitFor(() => link.textContent === '合同-2024.pdf', 'the file name');
    // A PDF opens in the viewer (tests/elements/entity-form/attachments.test.ts); its download is beside it.
    const saved = await captureDownload(() => $(root, '.form [data-field="CONTRACT"] .file-download')!.click());
    equal(saved.name, '合同-2024.pdf');
  });

  it('runs mounted and destroyed handlers from config in compat mode, and shows a failing one on the page only', async () => {
    const platform = await freshPlatform();
    const id = await createCustomer(platform, { NAME: uniqueName('Script test') });
    const w = window as unknown as { __destroyed?: boolean };
    delete w.__destroyed;
    const { element, root } = await formElement('edit', id);
    (element as HTMLElement & { config?: unknown }).config = {
      mounted: "ctx.on('destroyed', function () { window.__destroyed = true; }); ctx.setValue('PHONE', '400-800-' + ctx.page.FLAG);",
    };
    await waitFor(() => (field(root, 'PHONE') as HTMLInputElement | null)?.value === '400-800-edit', 'the value the script set', 10000);
    unmountAll();
    await waitFor(() => w.__destroyed === true, 'the destroyed handler');
    const second = await formElement('edit', id);
    (second.element as HTMLElement & { config?: unknown }).config = { mounted: 'this.does.not.exist()' };
    const error = await waitFor(() => $(second.root, '.script-error'), 'the script error on the page', 10000);
    match(error.textContent, /页面脚本出错/);
    assert($(second.root, '.form [data-field="NAME"] input'), 'the form still works');
  });
});

describe('entity-form: nothing lost', () => {
  afterEach(unmountAll);

  it('restores the draft after the session expires mid-edit and the user signs in again', async () => {
    const platform = await freshPlatform('alice');
    const id = await createCustomer(platform, { NAME: uniqueName('Draft test'), PHONE: '021-1' });
    const { root } = await formElement('edit', id);
    await waitFor(() => field(root, 'PHONE'), 'the phone field', 10000);
    typeInto(field(root, 'PHONE'), '021-99990000');
    await sleep(400);
    await hook('expire-token', { token: platform.http.token.get() });
    $(root, '.save-button')!.click();
    const signIn = await waitFor(() => $(root, '.sign-in'), 'the sign-in form after expiry', 10000);
    typeInto($(signIn, '[data-field="account"]')!, 'alice');
    typeInto($(signIn, '[data-field="password"]')!, PASSWORD);
    await sleep(50);
    $(signIn, 'sl-button[variant="primary"]')!.click();
    const notice = await waitFor(() => $(root, '.draft-notice'), 'the draft notice', 10000);
    match(notice.textContent, /恢复/);
    equal((field(root, 'PHONE') as HTMLInputElement).value, '021-99990000', 'the typed phone is back');
  });

  it('restores the draft when the form opens again (a reload) and discards it on request', async () => {
    const platform = await freshPlatform();
    const id = await createCustomer(platform, { NAME: uniqueName('Reload test'), PHONE: '021-2' });
    let { root } = await formElement('edit', id);
    await waitFor(() => field(root, 'PHONE'), 'the phone field', 10000);
    typeInto(field(root, 'PHONE'), '021-55554444');
    await sleep(400);
    unmountAll();
    ({ root } = await formElement('edit', id));
    await waitFor(() => $(root, '.draft-notice'), 'the draft notice', 10000);
    equal((field(root, 'PHONE') as HTMLInputElement).value, '021-55554444');
    $(root, '.draft-notice sl-button')!.click();
    await waitFor(() => (field(root, 'PHONE') as HTMLInputElement).value === '021-2', 'the stored value again');
    assert(!$$(root, '.draft-notice').length, 'no notice after discarding');
  });
});
