/**
 * Printing a report: its table goes into a hidden iframe of its own with a print stylesheet, and
 * that frame's window is printed. The page itself cannot be printed as it is: it sits inside the
 * shell (menus, tabs) in a shadow root that no page stylesheet can reach. The frame holds only
 * the title, the parameters and the table, so nothing of the shell prints and no page is blank.
 */
import { adoptIntoDocument } from '../../shared/styles.ts';

const PRINT_CSS = `
@page { margin: 12mm; }
html, body { margin: 0; padding: 0; font: 10.5pt/1.4 system-ui, -apple-system, "Segoe UI", "PingFang SC", "Microsoft YaHei", sans-serif; color: #000; background: #fff; }
h1 { font-size: 14pt; margin: 0 0 4pt; }
p { margin: 0 0 8pt; color: #333; }
table { width: 100%; border-collapse: collapse; }
thead { display: table-header-group; }
tfoot { display: table-row-group; }
tr { break-inside: avoid; }
th, td { border: 0.5pt solid #999; padding: 3pt 5pt; text-align: left; vertical-align: top; }
thead th { background: #eee; }
td, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.subtotal-row th, .subtotal-row td { background: #f6f6f6; font-weight: 600; }
.total-row th, .total-row td { border-top: 1.5pt solid #000; font-weight: 700; }
.sr-only { display: none; }
`;

export interface PrintJob {
  frame: HTMLIFrameElement;
  dispose(): void;
}

/** The table as it is shown, with its sort buttons turned back into plain header text. */
function printableTable(table: HTMLTableElement, into: Document): HTMLTableElement {
  const copy = into.importNode(table, true) as HTMLTableElement;
  for (const button of [...copy.querySelectorAll('button')]) {
    button.querySelector('.sort-mark')?.remove();
    button.replaceWith(into.createTextNode(button.textContent ?? ''));
  }
  copy.removeAttribute('class');
  return copy;
}

/** Fills a hidden frame under `parent` with the report; the caller prints `frame.contentWindow`. */
export function preparePrint(parent: Node, input: { title: string; lines: string[]; table: HTMLTableElement }): PrintJob {
  const frame = document.createElement('iframe');
  frame.className = 'print-frame report-print';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;left:-10000px;top:0';
  parent.appendChild(frame);
  const page = frame.contentDocument!;
  page.title = input.title;
  adoptIntoDocument(page, PRINT_CSS);
  const heading = page.createElement('h1');
  heading.textContent = input.title;
  page.body.append(heading);
  for (const line of input.lines) {
    const p = page.createElement('p');
    p.textContent = line;
    page.body.append(p);
  }
  page.body.append(printableTable(input.table, page));
  frame.dataset.ready = 'true';
  return { frame, dispose: () => frame.remove() };
}
