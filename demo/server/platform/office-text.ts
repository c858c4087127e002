/**
 * The text of Office Open XML documents (docx, xlsx, pptx), for the server's own preview. Entries
 * are inflated in small steps with a running total, so a zip bomb (or an entry that lies about its
 * size) is refused with a readable error long before it can fill the memory.
 */
import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { ApiError } from '../errors.js';
import { DOCX, PPTX, XLSX } from './file-types.js';

/** Bound on the XML one preview may inflate (all entries together). */
export const MAX_XML_BYTES = 32 * 1024 * 1024;
const MAX_SHEETS = 50;
const MAX_SLIDES = 500;
const STEP = 16 * 1024;

const tooBig = (): ApiError =>
  new ApiError('error.param', [
    `文档内容过大（解压后超过 ${MAX_XML_BYTES / 1024 / 1024} MB），无法预览，请下载查看`,
    `The document is too large to preview (over ${MAX_XML_BYTES / 1024 / 1024} MB unpacked); please download it`,
  ]);
const broken = (): ApiError => new ApiError('error.param', ['文档已损坏，无法预览', 'The document is damaged and cannot be previewed']);

function entryNames(zip: Buffer): string[] {
  const names: string[] = [];
  try {
    unzipSync(zip, { filter: (f) => (names.push(f.name), false) });
  } catch {
    throw broken();
  }
  return names;
}

/** Inflates the entries `wanted` accepts, as UTF-8 text, never more than MAX_XML_BYTES in all. */
function readEntries(zip: Buffer, wanted: (name: string) => boolean): Map<string, string> {
  const out = new Map<string, string>();
  let total = 0;
  let failure: ApiError | undefined;
  const unzip = new Unzip((file) => {
    if (!wanted(file.name)) return;
    if ((file.originalSize ?? 0) > MAX_XML_BYTES) {
      failure = tooBig();
      return;
    }
    const chunks: Uint8Array[] = [];
    file.ondata = (err, chunk, final) => {
      if (failure) return;
      if (err) return void (failure = broken());
      total += chunk.length;
      if (total > MAX_XML_BYTES) {
        failure = tooBig();
        return file.terminate();
      }
      chunks.push(chunk);
      if (final) out.set(file.name, Buffer.concat(chunks).toString('utf8'));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < zip.length && !failure; at += STEP) unzip.push(zip.subarray(at, at + STEP), at + STEP >= zip.length);
  } catch {
    failure ??= broken();
  }
  if (failure) throw failure;
  return out;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function unescapeXml(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (m, e: string) => {
    if (e.startsWith('#x')) return safeChar(parseInt(e.slice(2), 16)) ?? m;
    if (e.startsWith('#')) return safeChar(parseInt(e.slice(1), 10)) ?? m;
    return ENTITIES[e] ?? m;
  });
}

function safeChar(code: number): string | undefined {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

/** The concatenated text of every `<tag>` element (e.g. w:t, a:t, t) inside an XML fragment. */
function textsOf(xml: string, tag: string): string {
  const re = new RegExp(`<${tag}(?:\\s[^>]*)?>([^<]*)</${tag}>`, 'g');
  let out = '';
  for (const m of xml.matchAll(re)) out += unescapeXml(m[1] ?? '');
  return out;
}

/** Each `<tag ...>...</tag>` block (paragraphs, rows, cells, shared strings) in document order. */
function blocks(xml: string, tag: string): string[] {
  const re = new RegExp(`<${tag}(?:\\s[^>]*?)?(?:/>|>[\\s\\S]*?</${tag}>)`, 'g');
  return [...xml.matchAll(re)].map((m) => m[0]);
}

function docxLines(zip: Buffer): string[] {
  const xml = readEntries(zip, (n) => n === 'word/document.xml').get('word/document.xml');
  if (xml === undefined) throw broken();
  return blocks(xml, 'w:p').map((p) => textsOf(p.replace(/<w:tab\s*\/>/g, '<w:t>\t</w:t>').replace(/<w:(?:br|cr)\b[^>]*\/>/g, '<w:t>\n</w:t>'), 'w:t'));
}

const byNumber = (a: string, b: string): number => Number(/(\d+)\.xml$/.exec(a)?.[1] ?? 0) - Number(/(\d+)\.xml$/.exec(b)?.[1] ?? 0);

/** Sheet names and their part names in workbook order (falls back to the sheet files' numbers). */
function sheetOrder(parts: Map<string, string>, names: string[]): { name: string; part: string }[] {
  const workbook = parts.get('xl/workbook.xml') ?? '';
  const rels = parts.get('xl/_rels/workbook.xml.rels') ?? '';
  const targets = new Map(blocks(rels, 'Relationship').map((r) => [/\bId="([^"]*)"/.exec(r)?.[1] ?? '', /\bTarget="([^"]*)"/.exec(r)?.[1] ?? '']));
  const listed = blocks(workbook, 'sheet').map((s) => {
    const target = targets.get(/\br:id="([^"]*)"/.exec(s)?.[1] ?? '') ?? '';
    const part = target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
    return { name: unescapeXml(/\bname="([^"]*)"/.exec(s)?.[1] ?? ''), part };
  }).filter((s) => names.includes(s.part));
  if (listed.length) return listed.slice(0, MAX_SHEETS);
  return names.filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n)).sort(byNumber).slice(0, MAX_SHEETS)
    .map((part, i) => ({ name: `Sheet${i + 1}`, part }));
}

function cellText(cell: string, shared: string[]): string {
  const type = /^<c\b[^>]*\bt="([^"]*)"/.exec(cell)?.[1];
  if (type === 'inlineStr') return textsOf(cell, 't');
  const value = unescapeXml(/<v>([^<]*)<\/v>/.exec(cell)?.[1] ?? '');
  if (type === 's') return shared[Number(value)] ?? '';
  if (type === 'b') return value === '1' ? 'TRUE' : 'FALSE';
  return value;
}

function xlsxLines(zip: Buffer): string[] {
  const names = entryNames(zip);
  const meta = readEntries(zip, (n) => n === 'xl/workbook.xml' || n === 'xl/_rels/workbook.xml.rels' || n === 'xl/sharedStrings.xml');
  const shared = blocks(meta.get('xl/sharedStrings.xml') ?? '', 'si').map((si) => textsOf(si, 't'));
  const sheets = sheetOrder(meta, names);
  const parts = readEntries(zip, (n) => sheets.some((s) => s.part === n));
  const lines: string[] = [];
  for (const sheet of sheets) {
    if (lines.length) lines.push('');
    lines.push(`[${sheet.name}]`);
    for (const row of blocks(parts.get(sheet.part) ?? '', 'row')) {
      const cells = blocks(row, 'c').map((c) => cellText(c, shared));
      if (cells.some((c) => c !== '')) lines.push(cells.join('    '));
    }
  }
  return lines;
}

function pptxLines(zip: Buffer): string[] {
  const slides = entryNames(zip).filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n)).sort(byNumber).slice(0, MAX_SLIDES);
  const parts = readEntries(zip, (n) => slides.includes(n));
  const lines: string[] = [];
  slides.forEach((part, i) => {
    if (lines.length) lines.push('');
    lines.push(`— ${i + 1} —`);
    for (const p of blocks(parts.get(part) ?? '', 'a:p')) {
      const text = textsOf(p.replace(/<a:br\b[^>]*\/>/g, '<a:t>\n</a:t>'), 'a:t');
      if (text.trim() !== '') lines.push(text);
    }
  });
  return lines;
}

/** The document's text as lines (paragraphs, sheet rows, slide paragraphs) for one of DOCX, XLSX, PPTX. */
export function officeLines(type: string, zip: Buffer): string[] {
  if (type === DOCX) return docxLines(zip);
  if (type === XLSX) return xlsxLines(zip);
  if (type === PPTX) return pptxLines(zip);
  return [];
}
