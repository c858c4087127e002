/**
 * A text PDF that carries Chinese as well as Latin text, for the server's document previews.
 * It names the standard CJK font STSong-Light (Adobe-GB1) with the UniGB-UCS2-H encoding, so no
 * font is embedded: readers bring the glyphs (pdf.js through its bundled CMaps, `cMapUrl`).
 * Text is written as UCS-2 big-endian hex strings, which that CMap maps straight to CIDs.
 */

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 56;
const SIZE = 11;
const LEADING = 16;
const TITLE_SIZE = 16;
const LINES_PER_PAGE = Math.floor((PAGE_H - 2 * MARGIN - 40) / LEADING);
/** A preview is a look at the document, not a copy of it: longer texts end with a note. */
export const MAX_PREVIEW_PAGES = 200;

/** Widths (per 1000 em) of the proportional Latin CIDs 1–95 (U+0020–U+007E) of STSong-Light. */
const LATIN_W = [
  207, 270, 342, 467, 462, 797, 710, 239, 374, 374, 423, 605, 238, 375, 238, 334, 462, 462, 462, 462, 462, 462, 462, 462, 462, 462, 238, 238, 605, 605, 605,
  344, 748, 684, 560, 695, 739, 563, 511, 729, 793, 318, 312, 666, 526, 896, 758, 772, 544, 772, 628, 465, 607, 753, 711, 972, 647, 620, 607, 374, 333, 374,
  606, 500, 239, 417, 503, 427, 529, 415, 264, 444, 518, 241, 230, 495, 228, 793, 527, 524, 524, 504, 338, 336, 277, 517, 450, 652, 466, 452, 407, 370, 258,
  370, 605,
];

const width = (ch: string, size: number): number => {
  const c = ch.charCodeAt(0);
  return ((c >= 0x20 && c <= 0x7e ? LATIN_W[c - 0x20]! : 1000) * size) / 1000;
};

/** Characters the font can show: BMP only, no controls (tabs become spaces). */
function clean(s: string): string {
  return s
    .replace(/\t/g, '    ')
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/[^\u0000-\uffff]/gu, '?')
    .replace(/[\ud800-\udfff]/g, '?');
}

const hex = (s: string): string => `<${Buffer.from(s, 'utf16le').swap16().toString('hex').toUpperCase()}>`;

/** Breaks a line into pieces that fit `max` points (CJK text has no spaces: break anywhere). */
function wrap(line: string, size: number, max: number): string[] {
  const out: string[] = [];
  let cur = '';
  let w = 0;
  for (const ch of line) {
    const cw = width(ch, size);
    if (w + cw > max && cur !== '') {
      const space = cur.lastIndexOf(' ');
      const cut = /[\x21-\x7e]/.test(ch) && space > cur.length / 2 ? space + 1 : cur.length;
      out.push(cur.slice(0, cut).trimEnd());
      cur = cur.slice(cut);
      w = [...cur].reduce((sum, c) => sum + width(c, size), 0);
    }
    cur += ch;
    w += cw;
  }
  out.push(cur);
  return out;
}

function paginate(lines: string[], truncated: string): string[][] {
  const all = lines.flatMap((l) => l.split(/\r?\n/)).flatMap((l) => wrap(clean(l), SIZE, PAGE_W - 2 * MARGIN));
  const max = MAX_PREVIEW_PAGES * LINES_PER_PAGE;
  const kept = all.length > max ? [...all.slice(0, max - 1), truncated] : all;
  const pages: string[][] = [];
  for (let i = 0; i < kept.length; i += LINES_PER_PAGE) pages.push(kept.slice(i, i + LINES_PER_PAGE));
  return pages.length ? pages : [[]];
}

function pageStream(title: string, lines: string[], page: number, count: number): string {
  const ops = ['BT', `/F1 ${TITLE_SIZE} Tf`, `${MARGIN} ${PAGE_H - MARGIN} Td`, `${hex(title)} Tj`, `/F1 ${SIZE} Tf`, `0 -${LEADING * 2} Td`];
  for (const line of lines) ops.push(`${hex(line)} Tj`, `0 -${LEADING} Td`);
  ops.push('ET', 'BT', '/F1 9 Tf', `${PAGE_W / 2 - 12} 30 Td`, `${hex(`${page} / ${count}`)} Tj`, 'ET');
  return ops.join('\n');
}

const FONT_OBJECTS = (descendant: number, descriptor: number): string[] => [
  `<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [${descendant} 0 R] >>`,
  `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) ` +
    `/Supplement 2 >> /FontDescriptor ${descriptor} 0 R /DW 1000 /W [1 [${LATIN_W.join(' ')}]] >>`,
  '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 ' +
    '/Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
];

/** Serialises numbered objects (1-based, in order) with a correct xref table. */
function serialise(objects: string[], root: number, info: number): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let size = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(size);
    const b = Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    parts.push(b);
    size += b.length;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) tail += `${String(o).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root ${root} 0 R /Info ${info} 0 R >>\nstartxref\n${size}\n%%EOF\n`;
  parts.push(Buffer.from(tail, 'latin1'));
  return Buffer.concat(parts);
}

/**
 * `lines` are paragraphs (wrapped to the page width, "\n" breaks them too). The title heads every
 * page. `truncated` is the last line when the text runs past MAX_PREVIEW_PAGES.
 */
export function textPdf(title: string, lines: string[], truncated = '……'): Buffer {
  const pages = paginate(lines, clean(truncated));
  const objects: string[] = ['', ''];
  const add = (body: string): number => objects.push(body);
  const font = objects.length + 1;
  for (const body of FONT_OBJECTS(font + 1, font + 2)) add(body);
  const kids = pages.map((lines, i) => {
    const stream = pageStream(clean(title), lines, i + 1, pages.length);
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    return add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Contents ${content} 0 R ` + `/Resources << /Font << /F1 ${font} 0 R >> >> >>`,
    );
  });
  objects[0] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const info = add(`<< /Title <FEFF${hex(clean(title)).slice(1, -1)}> /Producer (app-shell demo server) >>`);
  return serialise(objects, 1, info);
}
