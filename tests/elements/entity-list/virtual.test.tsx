import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { assert, equal } from '../../support/assert.ts';
import { sleep, waitFor } from '../../support/dom.ts';
import { ListTable } from '../../../elements/pages/list/ListTable.tsx';
import { pageText } from '../../../elements/pages/kit/text.ts';
import type { Column } from '../../../elements/pages/kit/columns.ts';

const columns: Column[] = [
  { name: 'NAME', label: 'Name', dataType: 'string' },
  { name: 'LEVEL', label: 'Level', dataType: 'code', codeKey: 'L' },
  { name: 'CREDIT', label: 'Credit', dataType: 'money' },
];

describe('entity-list: windowing', () => {
  it('keeps only the visible rows of 100,000 in the DOM and scrolls to the end', async () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({ ID: i + 1, NAME: `Customer ${i + 1}`, LEVEL: i % 2 ? 'A' : 'B', CREDIT: i * 10 }));
    const host = document.createElement('div');
    host.style.cssText = 'height:480px;display:flex;flex-direction:column';
    document.body.append(host);
    const style = document.createElement('style');
    style.textContent =
      '.grid{flex:1;overflow:auto;height:100%} .grid-head,.grid-row{display:grid} .grid-body{position:relative} .grid-window{position:absolute;top:0;left:0;right:0}';
    host.append(style);
    const mountPoint = document.createElement('div');
    mountPoint.style.cssText = 'height:100%;display:flex;flex-direction:column';
    host.append(mountPoint);
    const started = performance.now();
    const root = createRoot(mountPoint);
    flushSync(() =>
      root.render(
        <ListTable
          id="big"
          label="Big"
          columns={columns}
          rows={rows}
          keyOf={(r) => String(r.ID)}
          labels={
            new Map([
              [
                'L',
                new Map([
                  ['A', 'Gold'],
                  ['B', 'Silver'],
                ]),
              ],
            ])
          }
          selected={new Set()}
          selectable
          onToggle={() => undefined}
          onToggleAll={() => undefined}
          text={pageText('011')}
          language="011"
        />,
      ),
    );
    const firstPaint = performance.now() - started;
    const rendered = host.querySelectorAll('.grid-row').length;
    assert(rendered > 0 && rendered < 60, `only visible rows rendered (${rendered})`);
    console.info(`100,000 rows: first rows in ${firstPaint.toFixed(1)} ms, ${rendered} rows in the DOM`);
    equal(host.querySelector('.grid-row [role="gridcell"]:nth-child(3)')?.textContent, 'Silver', 'code label shown');
    const grid = host.querySelector<HTMLElement>('[role="grid"]')!;
    grid.scrollTop = grid.scrollHeight;
    await waitFor(() => host.querySelector('.grid-row[aria-rowindex="100001"]'), 'the last row');
    assert(host.querySelectorAll('.grid-row').length < 60, 'still only the visible rows');
    grid.scrollTop = 2_000_000;
    await sleep(50);
    const middle = Number(host.querySelector('.grid-row')!.getAttribute('aria-rowindex'));
    assert(middle > 49_000 && middle < 51_000, `rows near the middle (${middle})`);
    root.unmount();
    host.remove();
  });
});
