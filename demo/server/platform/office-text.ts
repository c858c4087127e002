/**
 * The text of Office Open XML documents (docx, xlsx, pptx), for the server's own preview. Entries
 * are inflated in small steps with a running total, so a zip bomb (or an entry that lies about its
 * size) is refused with a readable error long before it can fill the memory; an archive of more
 * than MAX_ENTRIES entries is refused before it can hold the server up. The XML is read by
 * forward-only tag scanners (no backtracking regular expression over a whole part), so the time a
 * preview takes grows with the document's size alone, whatever its markup (a tag opened and never
 * closed, thousands of times over, costs no more than any other text).
 */
import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { ApiError } from '../errors.js';
import { DOCX, PPTX, XLSX } from './file-types.js';

/** Bound on the XML one preview may inflate (all entries together). */
export const MAX_XML_BYTES = 32 * 1024 * 1024;
const MAX_SHEETS = 50;
const MAX_SLIDES = 500;
/**
 * Bound on the entries of one archive: a real document has tens, a large workbook or deck a few
 * hundred to a couple of thousand (a part and its relations per sheet, slide and picture).
 */
export const MAX_ENTRIES = 5000;
const STEP = 16 * 1024;

const tooBig = (): ApiError =>
  new ApiError('error.param', [
    `文档内容过大（解压后超过 ${MAX_XML_BYTES / 1024 / 1024} MB），无法预览，请下载查看`,
    `The document is too large to preview (over ${MAX_XML_BYTES / 1024 / 1024} MB unpacked); please download it`,
  ]);
const broken = (): ApiError => new ApiError('error.param', ['文档已损坏，无法预览', 'The document is damaged and cannot be previewed']);
const tooMany = (): ApiError =>
  new ApiError('error.param', [
    `文档包含的文件过多（超过 ${MAX_ENTRIES} 个），无法预览，请下载查看`,
    `The document holds too many parts (over ${MAX_ENTRIES}) to preview; please download it`,
  ]);

/** The entry names of the central directory (nothing is inflated), never more than MAX_ENTRIES. */
function entryNames(zip: Buffer): string[] {
  const names: string[] = [];
  let many = false;
  try {
    unzipSync(zip, {
      filter: (f) => {
        if (names.length >= MAX_ENTRIES) {
          many = true;
          throw new Error('too many entries');
        }
        names.push(f.name);
        return false;
      },
    });
  } catch {
    throw many ? tooMany() : broken();
  }
  return names;
}

/** Inflates the entries `wanted` accepts, as UTF-8 text, never more than MAX_XML_BYTES in all. */
function readEntries(zip: Buffer, wanted: (name: string) => boolean): Map<string, string> {
  const out = new Map<string, string>();
  let total = 0;
  let entries = 0;
  let failure: ApiError | undefined;
  const unzip = new Unzip((file) => {
    if (failure) return;
    // The local headers, read as they come: they need not match the central directory.
    if (++entries > MAX_ENTRIES) return void (failure = tooMany());
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
    return Object.hasOwn(ENTITIES, e) ? ENTITIES[e]! : m;
  });
}

function safeChar(code: number): string | undefined {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

/** Whether a character may end a tag's name before its attributes (what `\s` matches in a pattern). */
const isSpace = (c: string | undefined): boolean => c !== undefined && /^\s$/.test(c);

/** Whether a character is a word character (what `\w` matches), so that it continues a tag's name. */
const isWord = (c: string | undefined): boolean => c !== undefined && /^\w$/.test(c);

/**
 * `xml.indexOf(needle, from)` for calls whose `from` never goes back: the last answer is kept while
 * it lies ahead, so however many calls are made, each character is looked at about once.
 */
function forward(xml: string, needle: string): (from: number) => number {
  let at = -2;
  return (from) => {
    if (at === -1 || at >= from) return at;
    at = xml.indexOf(needle, from);
    return at;
  };
}

/**
 * The concatenated text of every `<tag>text</tag>` element (e.g. w:t, a:t, t) inside an XML
 * fragment: the start tag, with or without attributes, then text up to the next `<`, which must
 * open the end tag.
 */
function textsOf(xml: string, tag: string): string {
  const open = `<${tag}`;
  const close = `</${tag}>`;
  const nextGt = forward(xml, '>');
  const nextLt = forward(xml, '<');
  let out = '';
  for (let at = xml.indexOf(open); at >= 0; ) {
    const nameEnd = at + open.length;
    const c = xml[nameEnd];
    if (c !== '>' && !isSpace(c)) {
      at = xml.indexOf(open, at + 1);
      continue;
    }
    const gt = nextGt(nameEnd);
    if (gt < 0) break;
    const lt = nextLt(gt + 1);
    if (lt < 0) break;
    if (xml.startsWith(close, lt)) {
      out += unescapeXml(xml.slice(gt + 1, lt));
      at = xml.indexOf(open, lt + close.length);
    } else {
      at = xml.indexOf(open, at + 1);
    }
  }
  return out;
}

/**
 * Each `<tag ...>...</tag>` block (paragraphs, rows, cells, shared strings) in document order, and
 * each empty `<tag/>`. A block ends at the first `</tag>` after its start tag (blocks do not nest);
 * a start tag that is never closed is no block. The tags are found with forward-only searches, so
 * a document of unclosed tags costs one pass, not one pass per tag.
 */
function blocks(xml: string, tag: string): string[] {
  const open = `<${tag}`;
  const close = `</${tag}>`;
  const nextGt = forward(xml, '>');
  const nextClose = forward(xml, close);
  const out: string[] = [];
  for (let at = xml.indexOf(open); at >= 0; ) {
    const nameEnd = at + open.length;
    const c = xml[nameEnd];
    let gt: number;
    let empty: boolean;
    if (c === '>') {
      gt = nameEnd;
      empty = false;
    } else if (c === '/') {
      if (xml[nameEnd + 1] !== '>') {
        at = xml.indexOf(open, at + 1);
        continue;
      }
      gt = nameEnd + 1;
      empty = true;
    } else if (isSpace(c)) {
      gt = nextGt(nameEnd);
      if (gt < 0) break;
      empty = xml[gt - 1] === '/';
    } else {
      at = xml.indexOf(open, at + 1);
      continue;
    }
    if (empty) {
      out.push(xml.slice(at, gt + 1));
      at = xml.indexOf(open, gt + 1);
      continue;
    }
    const end = nextClose(gt + 1);
    if (end < 0) {
      // Never closed: only empty tags can follow.
      at = xml.indexOf(open, at + 1);
      continue;
    }
    out.push(xml.slice(at, end + close.length));
    at = xml.indexOf(open, end + close.length);
  }
  return out;
}

/** The fragment with each empty `<tag .../>` (e.g. w:br, a:br; not `<tag>` or `<tagX/>`) replaced by `by`. */
function replaceEmpty(xml: string, tag: string, by: string): string {
  const open = `<${tag}`;
  const nextGt = forward(xml, '>');
  let out = '';
  let copied = 0;
  for (let at = xml.indexOf(open); at >= 0; ) {
    const nameEnd = at + open.length;
    if (isWord(xml[nameEnd])) {
      at = xml.indexOf(open, at + 1);
      continue;
    }
    const gt = nextGt(nameEnd);
    if (gt < 0) break;
    if (gt - 1 >= nameEnd && xml[gt - 1] === '/') {
      out += xml.slice(copied, at) + by;
      copied = gt + 1;
      at = xml.indexOf(open, copied);
    } else {
      at = xml.indexOf(open, at + 1);
    }
  }
  return copied === 0 ? xml : out + xml.slice(copied);
}

function docxLines(zip: Buffer): string[] {
  const xml = readEntries(zip, (n) => n === 'word/document.xml').get('word/document.xml');
  if (xml === undefined) throw broken();
  const breaks = (p: string): string => replaceEmpty(replaceEmpty(p, 'w:br', '<w:t>\n</w:t>'), 'w:cr', '<w:t>\n</w:t>');
  return blocks(xml, 'w:p').map((p) => textsOf(breaks(p.replace(/<w:tab\s*\/>/g, '<w:t>\t</w:t>')), 'w:t'));
}

/** Part names such as `.../sheet12.xml` in the order of their numbers (each name's number read once). */
function byNumber(names: string[]): string[] {
  const number = (n: string): number => Number(/(\d+)\.xml$/.exec(n)?.[1] ?? 0);
  return names
    .map((n) => ({ n, k: number(n) }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.n);
}

/** Sheet names and their part names in workbook order (falls back to the sheet files' numbers). */
function sheetOrder(parts: Map<string, string>, names: string[]): { name: string; part: string }[] {
  const workbook = parts.get('xl/workbook.xml') ?? '';
  const rels = parts.get('xl/_rels/workbook.xml.rels') ?? '';
  const present = new Set(names);
  const targets = new Map(blocks(rels, 'Relationship').map((r) => [/\bId="([^"]*)"/.exec(r)?.[1] ?? '', /\bTarget="([^"]*)"/.exec(r)?.[1] ?? '']));
  const listed = blocks(workbook, 'sheet')
    .map((s) => {
      const target = targets.get(/\br:id="([^"]*)"/.exec(s)?.[1] ?? '') ?? '';
      const part = target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
      return { name: unescapeXml(/\bname="([^"]*)"/.exec(s)?.[1] ?? ''), part };
    })
    .filter((s) => present.has(s.part));
  if (listed.length) return listed.slice(0, MAX_SHEETS);
  return byNumber(names.filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n)))
    .slice(0, MAX_SHEETS)
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
  const wanted = new Set(sheets.map((s) => s.part));
  const parts = readEntries(zip, (n) => wanted.has(n));
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
  const slides = byNumber(entryNames(zip).filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n))).slice(0, MAX_SLIDES);
  const wanted = new Set(slides);
  const parts = readEntries(zip, (n) => wanted.has(n));
  const lines: string[] = [];
  slides.forEach((part, i) => {
    if (lines.length) lines.push('');
    lines.push(`— ${i + 1} —`);
    for (const p of blocks(parts.get(part) ?? '', 'a:p')) {
      const text = textsOf(replaceEmpty(p, 'a:br', '<a:t>\n</a:t>'), 'a:t');
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
