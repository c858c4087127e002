// @vitest-environment node
/**
 * Uploaded files are never active content on our origin (types from the bytes, nosniff, CSP
 * sandbox, attachments, server-made previews), and only those allowed read them.
 */
import { openStore } from '../../../demo/server/db/schema.ts';
import { strToU8, Zip, ZipPassThrough, zipSync } from 'fflate';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../../demo/server/platform/pdf.ts';
import { startTestServer, type LoginResult, type TestServer } from '../../support/server.ts';
import { client, type Client } from './client.ts';

let srv: TestServer;
let bobSession: LoginResult;
let aliceSession: LoginResult;
let bob: Client;
let alice: Client;
let carol: Client;

beforeAll(async () => {
  srv = await startTestServer();
  bobSession = await srv.login('bob');
  aliceSession = await srv.login('alice');
  bob = client(srv, bobSession);
  alice = client(srv, aliceSession);
  carol = client(srv, await srv.login('carol'));
});
afterAll(() => srv.close());

async function upload(who: LoginResult, name: string, bytes: Uint8Array | string, claimed = 'application/octet-stream'): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : Buffer.from(bytes)], { type: claimed }), name);
  const res = await fetch(`${srv.url}/api/v1/demo/crm/FM_FILE/upload`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${who.token}`, xsrf_token: who.xsrf },
  });
  const json = await res.json();
  expect(json.code, json.msg).toBe('0');
  return json.data.id as string;
}

const storedType = async (id: string, as: Client = bob): Promise<string> => (await as.get('FM_FILE', 'get', { id })).data.bean.data.TYPE;
const fileUrl = (kind: 'download' | 'onlineview', id: string, who: LoginResult = bobSession): string =>
  `${srv.url}/api/v1/demo/crm/${kind}?${kind === 'download' ? 'id' : 'fileId'}=${encodeURIComponent(id)}&token=${who.token}&xsrf_token=${who.xsrf}`;

function expectSafeHeaders(res: Response): void {
  expect(res.status).toBe(200);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-security-policy')).toMatch(/^sandbox(;|$)/);
}

function png(): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer): number => {
    let c = 0xffffffff;
    for (const x of b) c = table[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.from([0, 255, 0, 0, 255, 0, 0, 0, 255, 0, 0, 255, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TYPES = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

function docx(paragraphs: string[]): Uint8Array {
  const body = paragraphs.map((p) => `<w:p><w:pPr><w:jc w:val="left"/></w:pPr><w:r><w:t xml:space="preserve">${p}</w:t></w:r></w:p>`).join('');
  return zipSync({
    '[Content_Types].xml': strToU8(TYPES),
    'word/document.xml': strToU8(`<?xml version="1.0"?><w:document ${W}><w:body>${body}</w:body></w:document>`),
  });
}

function xlsx(): Uint8Array {
  const R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
  return zipSync({
    '[Content_Types].xml': strToU8(TYPES),
    'xl/workbook.xml': strToU8(`<workbook ${R}><sheets><sheet name="销售明细" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    'xl/_rels/workbook.xml.rels': strToU8('<Relationships><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>'),
    'xl/sharedStrings.xml': strToU8('<sst><si><t>产品名称</t></si><si><t>数量</t></si><si><r><t>激光</t></r><r><t>打印机</t></r></si></sst>'),
    'xl/worksheets/sheet1.xml': strToU8(
      '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
        '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2"><v>12</v></c></row><row r="3"><c r="A3" t="inlineStr"><is><t>Scanner</t></is></c><c r="B3" s="1"/><c r="C3"><v>7</v></c></row></sheetData></worksheet>',
    ),
  });
}

function pptx(): Uint8Array {
  const slide = (text: string): Uint8Array =>
    strToU8(`<p:sld><p:cSld><p:spTree><p:sp><p:txBody><a:p><a:r><a:t>${text}</a:t></a:r></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:sld>`);
  return zipSync({
    '[Content_Types].xml': strToU8(TYPES),
    'ppt/presentation.xml': strToU8('<p:presentation/>'),
    'ppt/slides/slide1.xml': slide('年度总结'),
    'ppt/slides/slide2.xml': slide('Second slide &amp; more'),
  });
}

/** An OLE2 compound file header and a directory naming the Word stream (enough for the type check). */
function legacyDoc(): Buffer {
  const b = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(b);
  Buffer.from('Root Entry', 'utf16le').copy(b, 1024);
  Buffer.from('WordDocument', 'utf16le').copy(b, 1152);
  return b;
}

async function previewText(res: Response): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const base = join(process.cwd(), 'node_modules', 'pdfjs-dist');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(await res.arrayBuffer()),
    cMapUrl: `${base}/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${base}/standard_fonts/`,
  }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    text += `${content.items.map((it) => ('str' in it ? it.str : '')).join('\n')}\n`;
  }
  await doc.destroy();
  return text;
}

describe('stored types come from the bytes', () => {
  it('HTML claiming image/png, SVG and HTML behind a BOM are stored as octet-stream', async () => {
    const html = await upload(bobSession, 'photo.png', '<!doctype html><script>parent.postMessage("pwned", "*")</script>', 'image/png');
    const svg = await upload(
      bobSession,
      'logo.svg',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'image/svg+xml',
    );
    const bom = await upload(bobSession, 'note.txt', '\ufeff \n\t<html><body onload="alert(1)"></body></html>', 'text/plain');
    for (const id of [html, svg, bom]) expect(await storedType(id)).toBe('application/octet-stream');
  });

  it('images, PDFs, Office documents, zips, mp3 voice notes, text and CSV by their content', async () => {
    const cases: [string, Uint8Array | string, string][] = [
      ['a.png', png(), 'image/png'],
      ['a.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]), 'image/jpeg'],
      ['a.gif', 'GIF89a\x01\x00\x01\x00', 'image/gif'],
      ['a.webp', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]), 'image/webp'],
      ['a.pdf', makePdf('Hello', [['one page']]), 'application/pdf'],
      ['报告.docx', docx(['x']), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['表.xlsx', xlsx(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['演示.pptx', pptx(), 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
      ['old.doc', legacyDoc(), 'application/msword'],
      ['files.zip', zipSync({ 'index.html': strToU8('<script>1</script>') }), 'application/zip'],
      ['notes.txt', '季度报告 Q1\nline 2 <b>not markup at the start</b>', 'text/plain; charset=utf-8'],
      ['data.csv', '名称,数量\n打印机,12\n', 'text/csv; charset=utf-8'],
      ['note.mp3', Buffer.from([0xff, 0xf3, 0x28, 0xc4, 0, 0, 0, 0]), 'audio/mpeg'],
      ['tagged.mp3', Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0])]), 'audio/mpeg'],
      ['layer2.mp2', Buffer.from([0xff, 0xfd, 0x90, 0x04, 0, 0, 0, 0]), 'application/octet-stream'],
      ['nul.txt', 'abc\u0000def', 'application/octet-stream'],
      ['latin1.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9]), 'application/octet-stream'],
    ];
    for (const [name, bytes, type] of cases) expect([name, await storedType(await upload(bobSession, name, bytes, 'text/html'))]).toEqual([name, type]);
  });
});

describe('file replies', () => {
  it('download: nosniff and CSP sandbox on every reply; only PDFs and images may be inline, the rest are attachments', async () => {
    const ids = {
      html: await upload(bobSession, 'page.html', '<html><script>alert(1)</script></html>', 'text/html'),
      text: await upload(bobSession, 'a.txt', 'plain'),
      png: await upload(bobSession, 'a.png', png()),
      docx: await upload(bobSession, 'a.docx', docx(['x'])),
    };
    for (const [kind, id] of Object.entries(ids)) {
      const res = await fetch(fileUrl('download', id));
      expectSafeHeaders(res);
      const disposition = res.headers.get('content-disposition') ?? '';
      if (kind !== 'png') expect(disposition, kind).toMatch(/^attachment; /);
      expect(res.headers.get('content-type'), kind).not.toMatch(/html|svg|^(text|application)\/xml|javascript/);
    }
    expect((await fetch(fileUrl('download', ids.html))).headers.get('content-type')).toBe('application/octet-stream');
    const seeded = await fetch(fileUrl('download', 'file-contract'));
    expectSafeHeaders(seeded);
  });

  it('onlineview: PDFs and images inline, text as text/plain, unknown bytes as an attachment', async () => {
    const pdf = await fetch(fileUrl('onlineview', 'file-manual'));
    expectSafeHeaders(pdf);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^inline; /);
    const image = await fetch(fileUrl('onlineview', await upload(bobSession, 'a.png', png())));
    expectSafeHeaders(image);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-disposition')).toMatch(/^inline; /);
    const csv = await fetch(fileUrl('onlineview', await upload(bobSession, 'a.csv', 'a,b\n1,2\n')));
    expectSafeHeaders(csv);
    expect(csv.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(await csv.text()).toBe('a,b\n1,2\n');
    for (const bytes of ['<svg xmlns="http://www.w3.org/2000/svg"/>', 'nul\u0000', zipSync({ 'a.txt': strToU8('a') })]) {
      const other = await fetch(fileUrl('onlineview', await upload(bobSession, 'x.bin', bytes, 'text/html')));
      expectSafeHeaders(other);
      expect(other.headers.get('content-disposition')).toMatch(/^attachment; /);
      expect(other.headers.get('content-type')).toMatch(/^application\/(octet-stream|zip)$/);
    }
  });

  it('onlineview of a docx is a PDF the server makes from its paragraphs, Chinese included', async () => {
    const id = await upload(bobSession, '季度报告.docx', docx(['第一段：销售额增长 15%。', 'Second &amp; last paragraph']));
    const res = await fetch(fileUrl('onlineview', id));
    expectSafeHeaders(res);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; .*filename\*=UTF-8''%E5%AD%A3%E5%BA%A6%E6%8A%A5%E5%91%8A\.pdf$/);
    const raw = Buffer.from(await res.clone().arrayBuffer());
    expect(raw.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // "第一段" written as UCS-2 for the UniGB-UCS2-H encoding of STSong-Light
    expect(raw.toString('latin1')).toContain('7B2C4E006BB5');
    const text = await previewText(res);
    expect(text).toContain('第一段：销售额增长 15%。');
    expect(text).toContain('Second & last paragraph');
    expect(text).toContain('季度报告.docx');
  });

  it('onlineview of an xlsx shows shared strings and cells as rows; a pptx shows its slides', async () => {
    const sheet = await previewText(await fetch(fileUrl('onlineview', await upload(bobSession, '库存.xlsx', xlsx())))).then((t) => t.replace(/\n/g, ' '));
    expect(sheet).toContain('销售明细');
    expect(sheet).toMatch(/产品名称\s+数量/);
    expect(sheet).toMatch(/激光打印机\s+12/);
    expect(sheet).toMatch(/Scanner\s+7/);
    const slides = await previewText(await fetch(fileUrl('onlineview', await upload(bobSession, '总结.pptx', pptx()))));
    expect(slides).toContain('年度总结');
    expect(slides).toContain('Second slide & more');
    expect(slides.indexOf('年度总结')).toBeLessThan(slides.indexOf('Second slide'));
  });

  it('onlineview of a legacy Office file is a PDF saying there is no preview, with the file name', async () => {
    const res = await fetch(fileUrl('onlineview', await upload(bobSession, '旧合同.doc', legacyDoc())));
    expectSafeHeaders(res);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = await previewText(res);
    expect(text).toContain('旧合同.doc');
    expect(text).toMatch(/No preview is available/);
    expect(text).toMatch(/download/);
  });

  it('a preview takes time in proportion to the document: tags opened and never closed cost one pass, not one per tag', async () => {
    // Each of these took 10 to 30 s of the server's only thread when the tags were matched by a
    // backtracking pattern (80,000 unclosed paragraphs; a paragraph of 80,000 unclosed text or
    // break tags).
    const hostile = {
      paragraphs: '<w:p>'.repeat(80_000),
      attributes: '<w:p '.repeat(80_000) + '>',
      texts: `<w:p>${'<w:t '.repeat(80_000)}</w:p>`,
      breaks: `<w:p>${'<w:br'.repeat(80_000)}</w:p>`,
    };
    for (const [name, body] of Object.entries(hostile)) {
      const zip = zipSync({ '[Content_Types].xml': strToU8(TYPES), 'word/document.xml': strToU8(`<w:document ${W}><w:body>${body}</w:body></w:document>`) });
      const id = await upload(bobSession, `${name}.docx`, zip);
      const started = performance.now();
      const res = await fetch(fileUrl('onlineview', id));
      const ms = performance.now() - started;
      expect(res.headers.get('content-type'), name).toBe('application/pdf');
      // A backtracking pattern takes minutes on these; the bound is far from a loaded machine's time.
      expect(ms, name).toBeLessThan(15_000);
    }
    // Well-formed paragraphs before the unclosed ones still show, with their breaks and tabs; an
    // entity name that every object inherits stays as written.
    const mixed =
      '<w:p><w:r><w:t>第一行</w:t><w:br/><w:t>second line</w:t><w:tab/><w:t>tabbed</w:t></w:r></w:p>' +
      '<w:p><w:r><w:t xml:space="preserve">&constructor; &amp; &#x41;</w:t></w:r></w:p>' +
      '<w:p>'.repeat(80_000);
    const zip = zipSync({ '[Content_Types].xml': strToU8(TYPES), 'word/document.xml': strToU8(`<w:document ${W}><w:body>${mixed}</w:body></w:document>`) });
    const text = await previewText(await fetch(fileUrl('onlineview', await upload(bobSession, 'mixed.docx', zip))));
    expect(text).toContain('第一行');
    expect(text).toContain('second line');
    expect(text).toContain('tabbed');
    expect(text).toContain('&constructor; & A');
    expect(text).not.toContain('function');
  });

  it('a document of more entries than any real one is refused with a readable error', async () => {
    /** The files, then `empty` empty entries (written as a stream: zipSync takes seconds over 65,000 entries). */
    const manyEntries = (files: Record<string, Uint8Array>, empty: number): Uint8Array => {
      const chunks: Uint8Array[] = [];
      const zip = new Zip((err, chunk) => {
        if (err) throw err;
        chunks.push(chunk);
      });
      const add = (name: string, data: Uint8Array): void => {
        const file = new ZipPassThrough(name);
        zip.add(file);
        file.push(data, true);
      };
      for (const [name, data] of Object.entries(files)) add(name, data);
      for (let i = 0; i < empty; i++) add(`e/${i}`, new Uint8Array(0));
      zip.end();
      return Buffer.concat(chunks);
    };
    // 65,000 empty entries in under 7 MB: reading them all held the server for seconds.
    const id = await upload(
      bobSession,
      'many.docx',
      manyEntries({ '[Content_Types].xml': strToU8(TYPES), 'word/document.xml': strToU8('<w:p><w:t>hi</w:t></w:p>') }, 65_000),
    );
    for (const [language, msg] of [
      ['010', /^文档包含的文件过多（超过 5000 个），无法预览，请下载查看$/],
      ['011', /^The document holds too many parts \(over 5000\) to preview; please download it$/],
    ] as const) {
      const reply = await (await fetch(fileUrl('onlineview', id), { headers: { Language: language } })).json();
      expect(reply).toMatchObject({ code: 'error.param', msg: expect.stringMatching(msg), data: null });
    }
    // An xlsx and a pptx just over the bound (read through the central directory first).
    for (const [name, part] of [
      ['many.xlsx', 'xl/workbook.xml'],
      ['many.pptx', 'ppt/presentation.xml'],
    ] as const) {
      const other = await upload(bobSession, name, manyEntries({ '[Content_Types].xml': strToU8(TYPES), [part]: strToU8('<x/>') }, 5_000));
      const reply = await (await fetch(fileUrl('onlineview', other))).json();
      expect(reply.code, name).toBe('error.param');
      expect(reply.msg, name).toMatch(/过多/);
    }
  });

  it('a zip bomb is refused with a readable error, also when its entry lies about its size', async () => {
    const bomb = zipSync({ '[Content_Types].xml': strToU8(TYPES), 'word/document.xml': new Uint8Array(40 * 1024 * 1024) }, { level: 9 });
    const honest = await upload(bobSession, 'bomb.docx', bomb);
    const reply = await (await fetch(fileUrl('onlineview', honest))).json();
    expect(reply.code).toBe('error.param');
    expect(reply.msg).toMatch(/过大/);
    // Claim 100 bytes in the local header and the central directory of word/document.xml.
    const liar = Buffer.from(bomb);
    for (const [sig, at] of [
      [0x04034b50, 22],
      [0x02014b50, 24],
    ] as const) {
      for (let i = liar.indexOf(Buffer.from([0x50, 0x4b])); i >= 0; i = liar.indexOf(Buffer.from([0x50, 0x4b]), i + 1)) {
        if (liar.readUInt32LE(i) === sig && liar.readUInt32LE(i + at) > 1024 * 1024) liar.writeUInt32LE(100, i + at);
      }
    }
    const lying = await (await fetch(fileUrl('onlineview', await upload(bobSession, 'liar.docx', liar)), { headers: { Language: '011' } })).json();
    expect(lying.code).toBe('error.param');
    expect(lying.msg).toMatch(/too large to preview/);
  });
});

describe('who may read a file', () => {
  const refusedEverywhere = async (api: Client, who: LoginResult, id: string): Promise<void> => {
    expect((await api.get('FM_FILE', 'get', { id })).code).toBe('error.notfound');
    for (const kind of ['download', 'onlineview'] as const) {
      const res = await fetch(fileUrl(kind, id, who));
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect((await res.json()).code).toBe('error.notfound');
    }
    expect((await api.get('FM_FILE', 'download', { id })).code).toBe('error.notfound');
    for (const action of ['find', 'list']) {
      const rows = (await api.post('FM_FILE', action, { scope: { ID: id } })).data.entitys as { ID: string }[];
      expect(rows.map((r) => r.ID)).not.toContain(id);
    }
    expect((await api.post('FM_FILE', 'getCount', { scope: { ID: id } })).data.count).toBe(0);
  };

  it('a file bob uploaded is his alone: carol and alice get error.notfound from every read, like an unknown id', async () => {
    const id = await upload(bobSession, '私人.txt', 'only mine');
    expect(await storedType(id)).toBe('text/plain; charset=utf-8');
    expect(await (await fetch(fileUrl('download', id))).text()).toBe('only mine');
    expect((await bob.post('FM_FILE', 'find', { scope: { ID: id } })).data.entitys).toEqual([
      expect.objectContaining({ ID: id, NAME: '私人.txt', TYPE: 'text/plain; charset=utf-8' }),
    ]);
    await refusedEverywhere(carol, await srv.login('carol'), id);
    await refusedEverywhere(alice, aliceSession, id);
    expect(await carol.get('FM_FILE', 'get', { id: 'no-such-file' })).toMatchObject({ code: 'error.notfound' });
  });

  it('a file attached to a customer is read by users with CUSTOMER view, not by a role without it', async () => {
    const id = await upload(bobSession, '合同.pdf', makePdf('Contract', [['signed']]));
    expect((await alice.get('FM_FILE', 'get', { id })).code).toBe('error.notfound');
    const saved = await bob.post('CUSTOMER', 'save', { data: { NAME: '附件测试客户', CONTRACT: id } });
    expect(saved.code, saved.msg).toBe('0');
    expect((await alice.get('FM_FILE', 'get', { id })).data.bean.data.NAME).toBe('合同.pdf');
    expect((await fetch(fileUrl('download', id, aliceSession))).headers.get('content-type')).toBe('application/pdf');
    expect((await alice.post('FM_FILE', 'list', { scope: { ID: id } })).data.entitys).toHaveLength(1);

    // A role that may read files but no customers: alice acting under it (Role header) loses the attachment.
    const db = openStore(srv.dbPath);
    try {
      db.prepare('INSERT INTO FM_ROLE (ID, CODE, NAME, NAME_EN, ORDER_NUM, RIGHT_CODES, ENTITY_API) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
        'role-guest',
        'guest',
        '访客',
        'Guest',
        9,
        '[]',
        JSON.stringify({ FM_FILE: ['view'], PRODUCT: ['view'] }),
      );
      for (const { ID } of db.prepare('SELECT ID FROM FM_SERVICE').all() as { ID: string }[]) {
        db.prepare('INSERT INTO FM_USER_ROLE VALUES (?, ?, ?, ?)').run('user-alice', ID, 'role-guest', '0');
      }
    } finally {
      db.close();
    }
    const guest = { headers: { Role: 'role-guest' } };
    expect((await alice.get('FM_FILE', 'get', { id }, guest)).code).toBe('error.notfound');
    expect((await alice.get('FM_FILE', 'get', { id: 'file-contract' }, guest)).code).toBe('error.notfound');
    expect((await alice.get('FM_FILE', 'get', { id: 'file-manual' }, guest)).code).toBe('error.notfound');
    const listed = await alice.post('FM_FILE', 'list', {}, guest);
    expect(listed.code).toBe('0');
    expect(listed.data.entitys.map((r: { ID: string }) => r.ID)).not.toContain(id);
    // Comma-separated lists of ids attach each of them.
    const first = await upload(bobSession, 'a.txt', 'first');
    const second = await upload(bobSession, 'b.txt', 'second');
    expect((await bob.post('CUSTOMER', 'save', { data: { NAME: '多附件客户', CONTRACT: `${first}, ${second}` } })).code).toBe('0');
    expect((await alice.get('FM_FILE', 'get', { id: second })).code).toBe('0');
    expect((await alice.get('FM_FILE', 'get', { id: first })).code).toBe('0');
    expect((await alice.get('FM_FILE', 'get', { id: second }, guest)).code).toBe('error.notfound');
  });

  it("the seeded files: contract through customers and manual through the menu for every user; the rest the administrator's", async () => {
    for (const api of [alice, carol, bob]) {
      expect((await api.get('FM_FILE', 'get', { id: 'file-contract' })).code).toBe('0');
      expect((await api.get('FM_FILE', 'get', { id: 'file-manual' })).code).toBe('0');
      expect((await api.get('FM_FILE', 'get', { id: 'file-catalogue' })).code).toBe('error.notfound');
    }
    const admin = client(srv, await srv.login('admin'));
    expect((await admin.get('FM_FILE', 'get', { id: 'file-catalogue' })).data.bean.data.TYPE).toBe('application/pdf');
  });

  it('files of another client are never read, not even by their uploader', async () => {
    const db = openStore(srv.dbPath);
    try {
      db.prepare('INSERT INTO FM_FILE (ID, NAME, SIZE, TYPE, CONTENT, CREATED, UPLOADER, CLIENT) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
        'file-elsewhere',
        'x.txt',
        1,
        'text/plain; charset=utf-8',
        Buffer.from('x'),
        '2025-01-01',
        'user-bob',
        'client-frame',
      );
    } finally {
      db.close();
    }
    await refusedEverywhere(bob, bobSession, 'file-elsewhere');
  });
});

describe('naming a file in a record', () => {
  it('only files the saver may read can be attached (else readers of the record would read it)', async () => {
    // Customer 12: no approval holds it (a customer under its credit check is locked).
    const bobs = await upload(bobSession, 'bob-private.txt', 'bob only');
    const row = (await alice.get('CUSTOMER', 'get', { id: 12 })).data.bean.data;
    const stolen = await alice.post('CUSTOMER', 'save', { data: { ID: 12, CONTRACT: bobs, LOG_VERSION: row.LOG_VERSION } });
    expect(stolen.code).toBe('error.param');
    expect((await carol.get('FM_FILE', 'get', { id: bobs })).code).toBe('error.notfound');
    const own = await upload(aliceSession, 'alice.txt', 'mine');
    const saved = await alice.post('CUSTOMER', 'save', { data: { ID: 12, CONTRACT: own, LOG_VERSION: row.LOG_VERSION } });
    expect(saved.code).toBe('0');
    // Now attached to a customer, readers of customers read it.
    expect((await carol.get('FM_FILE', 'get', { id: own })).code).toBe('0');
  });
});
