/** Writes a small valid multi-page PDF (Helvetica text, correct xref table) without any library. */

const esc = (s: string): string => s.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');

/** `pages` is a list of pages, each a list of text lines (ASCII; other characters become "?"). */
export function makePdf(title: string, pages: string[][]): Buffer {
  const objects: string[] = [];
  const add = (body: string): number => objects.push(body);
  const catalog = add('');
  const pagesObj = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>');
  const kids: number[] = [];
  pages.forEach((lines, i) => {
    const ops = ['BT', '/F2 20 Tf', '56 780 Td', `(${esc(title)}) Tj`, '/F1 12 Tf', '0 -36 Td'];
    for (const line of lines) ops.push(`(${esc(line)}) Tj`, '0 -18 Td');
    ops.push('ET', 'BT', '/F1 9 Tf', '270 30 Td', `(Page ${i + 1} of ${pages.length}) Tj`, 'ET');
    const stream = ops.join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 595 842] /Contents ${content} 0 R ` +
          `/Resources << /Font << /F1 ${font} 0 R /F2 ${bold} 0 R >> >> >>`,
      ),
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const info = add(`<< /Title (${esc(title)}) /Producer (app-shell demo server) >>`);
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export function contractPdf(customer: string): Buffer {
  const para = [
    'This sales agreement is made between Demo Trading Co., Ltd. (the Supplier)',
    `and ${customer} (the Customer).`,
    '',
    'The Supplier agrees to deliver the products listed in the attached order',
    'forms, and the Customer agrees to pay the amounts stated in those orders',
    'within thirty (30) days of each delivery.',
  ];
  return makePdf('Sales Agreement', [
    ['1. Parties', '', ...para],
    [
      '2. Delivery and acceptance',
      '',
      'Goods are delivered to the address named in each order.',
      'The Customer inspects the goods within five working days and',
      'reports any defect in writing.',
    ],
    [
      '3. Term and termination',
      '',
      'This agreement runs for one year and renews automatically',
      'unless either party gives sixty days written notice.',
      '',
      'Signed for the Supplier: ____________',
      'Signed for the Customer: ____________',
    ],
  ]);
}

export function manualPdf(): Buffer {
  const pages: string[][] = [];
  for (let i = 1; i <= 5; i++) {
    pages.push([
      `Chapter ${i}`,
      '',
      'The product catalogue lists every item the demo company sells,',
      'with prices in CNY and the current stock level.',
      '',
      `Section ${i}.1  Ordering`,
      'Orders are entered in the CRM and confirmed by a manager.',
      '',
      `Section ${i}.2  Returns`,
      'Returns are accepted within 14 days.',
    ]);
  }
  return makePdf('Product Manual', pages);
}

/** A long document (30 pages), for the viewer's lazy rendering and its cap on rendered pages. */
export function cataloguePdf(): Buffer {
  const pages: string[][] = [];
  for (let i = 1; i <= 30; i++) {
    pages.push([`Catalogue section ${i}`, '', `Items ${i * 10 - 9} to ${i * 10} of the product range.`, 'Prices are in CNY and include VAT.']);
  }
  return makePdf('Product Catalogue', pages);
}
