// Attachments of a record (spec §7): PDFs open in <pdf-viewer>, office documents preview through
// the onlineview address in a new window, everything else downloads.
import { strToU8, zipSync } from 'fflate';
import { assert, equal, match } from '../../support/assert.ts';
import { captureDownload, unmountAll, waitFor } from '../../support/dom.ts';
import { $, createCustomer, freshPlatform, mountElement, uniqueName } from '../pages/page-helpers.ts';
import type { TestPlatform } from '../pages/page-helpers.ts';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const TYPES = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

async function upload(platform: TestPlatform, name: string, bytes: Uint8Array): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  const reply = await platform.http.request<{ id: string }>({ entity: 'FM_FILE', action: 'upload', method: 'POST', formData: form });
  return String(reply.id);
}

function docx(): Uint8Array {
  const body = '<w:p><w:r><w:t>季度报告</w:t></w:r></w:p>';
  return zipSync({
    '[Content_Types].xml': strToU8(TYPES),
    'word/document.xml': strToU8(`<?xml version="1.0"?><w:document ${W}><w:body>${body}</w:body></w:document>`),
  });
}

let opened: unknown[][] = [];
const originalOpen = window.open;

describe('entity-form: attachments open by their kind', () => {
  beforeEach(() => {
    opened = [];
    window.open = ((...args: unknown[]) => {
      opened.push(args);
      return null;
    }) as typeof window.open;
  });
  afterEach(() => {
    window.open = originalOpen;
    unmountAll();
  });

  it('a PDF in the viewer, an office document through onlineview in a new window, anything else as a download', async () => {
    const platform = await freshPlatform('bob');
    const report = await upload(platform, '季度报告.docx', docx());
    const note = await upload(platform, '备注.txt', strToU8('plain text note\n'));
    const id = await createCustomer(platform, { NAME: uniqueName('Attachments'), CONTRACT: `file-contract,${report},${note}` });
    const { root } = await mountElement(`<entity-form entity="CUSTOMER" state="detail" record-id="${id}"></entity-form>`);
    const pdf = await waitFor(() => $(root, '.file-link[data-file="file-contract"][data-file-kind="pdf"]'), 'the PDF attachment', 10000);
    const office = await waitFor(() => $(root, `.file-link[data-file="${report}"][data-file-kind="office"]`), 'the office attachment');
    const other = await waitFor(() => $(root, `.file-link[data-file="${note}"][data-file-kind="other"]`), 'the text attachment');
    await waitFor(() => office.querySelector('a')?.textContent === '季度报告.docx', 'the office file name');

    office.querySelector('a')!.click();
    equal(opened.length, 1, 'one new window');
    match(String(opened[0]![0]), new RegExp(`/api/v1/demo/crm/onlineview\\?fileId=${report}&token=`));
    equal(opened[0]![2], 'noopener');

    const text = await captureDownload(() => other.querySelector('a')!.click());
    equal(text.name, '备注.txt');
    assert(!other.querySelector('.file-download'), 'a plain download needs no second button');

    pdf.querySelector('a')!.click();
    const dialog = await waitFor(() => $(root, 'sl-dialog.attachment-viewer'), 'the PDF dialog of the element used alone', 10000);
    const viewer = await waitFor(() => dialog.querySelector('pdf-viewer'), 'the viewer');
    match(viewer.getAttribute('src') ?? '', /\/download\?id=file-contract/);
    const viewerRoot = await waitFor(() => viewer.shadowRoot, 'the viewer shadow root');
    await waitFor(() => viewerRoot.querySelector('.page[data-page="1"][data-state="rendered"] canvas'), 'page 1 of the contract', 15000);
    equal(opened.length, 1, 'the PDF opened no window');
    const saved = await captureDownload(() => (pdf.querySelector('.file-download') as HTMLElement).click());
    equal(saved.name, '客户合同-示例.pdf');
  });
});
