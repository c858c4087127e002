// The server's office previews are PDFs whose Chinese text uses a standard CJK font: pdf.js draws
// it only with its character maps, which the viewer finds beside the build (or the dev server).
import { strToU8, zipSync } from 'fflate';
import { assert } from '../../support/assert.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { $, freshPlatform, mountElement } from '../pages/page-helpers.ts';
import type { TestPlatform } from '../pages/page-helpers.ts';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const TYPES = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

function docx(paragraphs: string[]): Blob {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('');
  const bytes = zipSync({ '[Content_Types].xml': strToU8(TYPES), 'word/document.xml': strToU8(`<?xml version="1.0"?><w:document ${W}><w:body>${body}</w:body></w:document>`) });
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
}

/** Dark pixels of a canvas: text drawn shows as many of them, an empty page as (almost) none. */
function inkOf(canvas: HTMLCanvasElement): number {
  const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 1]! < 128 && data[i + 2]! < 128) dark += 1;
  return dark;
}

describe('pdf-viewer: office previews with Chinese text', () => {
  let platform: TestPlatform;
  before(async () => {
    platform = await freshPlatform();
  });
  afterEach(() => unmountAll());

  it('draws the Chinese paragraphs of a docx preview', async () => {
    const form = new FormData();
    form.append('file', docx(Array.from({ length: 12 }, (_, i) => `第${i + 1}段：季度销售报告，华东地区客户回访记录与合同续签计划。`)), '季度报告.docx');
    const uploaded = await platform.http.request<{ id: string }>({ entity: 'FM_FILE', action: 'upload', formData: form });
    const { root } = await mountElement(`<pdf-viewer src="/api/v1/demo/crm/onlineview?fileId=${uploaded.id}" style="width:640px;height:600px"></pdf-viewer>`);
    const canvas = await waitFor(() => $(root, '.page[data-page="1"][data-state="rendered"] canvas') as HTMLCanvasElement | null, 'page 1 drawn', 15000);
    const ink = inkOf(canvas);
    // Twelve lines of CJK text at page width leave thousands of dark pixels; without the maps, a few hundred (rules, page number).
    assert(ink > 3000, `the Chinese text is drawn (${ink} dark pixels)`);
  });
});
