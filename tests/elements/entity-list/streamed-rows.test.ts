/**
 * `<entity-list>` with a large page whose reply arrives in parts (core/http rows-stream.ts): the
 * first rows are on screen while the rest is on its way, the list stays busy until the last byte
 * and then counts every row; a reply that breaks off mid-way shows the error, not half a list.
 * The list's find is answered here with a body stream this test feeds; every other call goes to
 * the reference server.
 */
import { assert, equal } from '../../support/assert.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { $, cellTexts, freshPlatform, rowsOf } from '../pages/page-helpers.ts';

const COUNT = 8_000;
const LIST_FIND = /\/api\/v1\/demo\/crm\/(CUSTOMER|meta-customer)\/find$/;

const reply = new TextEncoder().encode(
  JSON.stringify({
    code: '0',
    msg: '',
    data: {
      entitys: Array.from({ length: COUNT }, (_, i) => ({
        ID: i + 1,
        NAME: `Customer ${i + 1}`,
        LEVEL: 'ABCD'[i % 4],
        REGION: 'CN-SH',
        EMAIL: `c${i + 1}@example.com`,
        PHONE: '021-5550000',
        CREDIT: (i % 50) * 1000,
        SIGNED_ON: '2024-05-01',
        ACTIVE: i % 3 ? 1 : 0,
        LOG_VERSION: 1,
        NOTE: 'x'.repeat(120),
      })),
      total: COUNT,
    },
  }),
);

const realFetch = window.fetch;

/**
 * Answers the list's find with a stream of the reply: the first tenth at once, the rest when
 * `release` is called, or an error in its place when `fail` is.
 */
function answerInParts() {
  let release: () => void = () => undefined;
  let fail: () => void = () => undefined;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { pageSize?: number }) : {};
    if (!LIST_FIND.test(url.pathname) || body.pageSize !== COUNT) return realFetch(input, init);
    const first = Math.floor(reply.length / 10);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(reply.slice(0, first));
        release = () => {
          controller.enqueue(reply.slice(first));
          controller.close();
        };
        fail = () => controller.error(new TypeError('network error'));
      },
    });
    const headers = { 'content-type': 'application/json', 'content-length': String(reply.length) };
    return Promise.resolve(new Response(stream, { status: 200, headers }));
  };
  return { release: () => release(), fail: () => fail() };
}

async function openList() {
  await freshPlatform();
  const parts = answerInParts();
  await customElements.whenDefined('entity-list');
  const holder = document.createElement('div');
  holder.className = 'test-holder';
  const element = document.createElement('entity-list') as HTMLElementTagNameMap['entity-list'];
  element.entity = 'CUSTOMER';
  element.config = { pageSize: COUNT };
  element.style.cssText = 'display:block;height:640px';
  holder.append(element);
  document.body.append(holder);
  const root = await waitFor(() => element.shadowRoot, 'the shadow root');
  return { root, ...parts };
}

const busy = (root: ShadowRoot) => $(root, '.list-body')?.getAttribute('aria-busy') === 'true';

describe('entity-list: a large reply read as it arrives', () => {
  afterEach(() => {
    window.fetch = realFetch;
    unmountAll();
  });

  it('shows the first rows before the last byte, then every row with the total', async () => {
    const { root, release } = await openList();
    await waitFor(() => rowsOf(root).length > 0, 'the first rows', 15000);
    equal(cellTexts(rowsOf(root)[0]!)[1], 'Customer 1');
    assert(busy(root), 'still loading while the reply comes in');
    const shown = Number($(root, '[role="grid"]')!.getAttribute('aria-rowcount')) - 1;
    assert(shown > 0 && shown < COUNT, `part of the rows (${shown})`);

    release();
    await waitFor(() => $(root, '[role="grid"]')?.getAttribute('aria-rowcount') === String(COUNT + 1), 'every row', 15000);
    await waitFor(() => !busy(root), 'no longer loading');
    assert($(root, '.pager-total')!.textContent!.includes(String(COUNT)), 'the pager counts every row');
  });

  it('shows the error, and no rows, when the reply breaks off mid-way', async () => {
    const { root, fail } = await openList();
    await waitFor(() => rowsOf(root).length > 0, 'the first rows', 15000);
    fail();
    const alert = await waitFor(() => $(root, '.list-body [role="alert"]'), 'the error', 15000);
    assert(alert.textContent!.includes('服务器返回了无法识别的内容'), `the unreadable reply's message (${alert.textContent})`);
    equal(rowsOf(root).length, 0, 'no half list');
  });
});
