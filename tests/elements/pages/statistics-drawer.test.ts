/**
 * The statistics page opened in the drawer (openType 5): its table and chart take the drawer's
 * width, one under the other when the drawer is narrow, and the chart follows the drawer when the
 * drawer changes size, instead of being cut off at its right edge.
 */
import { assert } from '../../support/assert.ts';
import { saveScreenshot, setViewport } from '../../support/commands.ts';
import { deepQuery, unmountAll, waitFor } from '../../support/dom.ts';
import { loginAs, q, startShell } from '../app-shell/shell-helpers.ts';

/** The drawer's body (Shoelace's `body` part): what the page has to fit in. */
const drawerBody = (drawer: HTMLElement) => drawer.shadowRoot?.querySelector<HTMLElement>('[part~="body"]') ?? null;

/** The drawn chart: the ECharts box and its SVG, once it has bars. */
function drawnChart(drawer: HTMLElement): { box: HTMLElement; svg: SVGSVGElement } | null {
  const box = deepQuery<HTMLElement>(drawer, '.echart');
  const svg = box?.querySelector('svg');
  return box && svg?.querySelector('path') ? { box, svg } : null;
}

/** The chart's right edge stays within the drawer body's content box (a pixel of rounding aside). */
function fits(drawer: HTMLElement): { fits: boolean; text: string } {
  const body = drawerBody(drawer)!.getBoundingClientRect();
  const chart = drawnChart(drawer)!;
  const box = chart.box.getBoundingClientRect();
  const svg = chart.svg.getBoundingClientRect();
  const right = Math.max(box.right, svg.right);
  return {
    fits: box.left >= body.left - 1 && right <= body.right + 1 && svg.width <= body.width + 1,
    text: `chart ${Math.round(box.left)}..${Math.round(right)} (svg ${Math.round(svg.width)} px) in body ${Math.round(body.left)}..${Math.round(body.right)}`,
  };
}

describe('statistics page in the drawer', () => {
  afterEach(async () => {
    unmountAll();
    await setViewport(1280, 860);
  });

  it('the chart fits the drawer and follows its width', async function (this: MochaContext) {
    this.timeout(60000);
    await setViewport(1280, 800);
    const { root, core } = await startShell();
    await loginAs(root, 'admin');
    core.router.open({ openType: 5, kind: 'statistics', entity: 'CUSTOMER', pageId: 'page-customer-statistics', query: {}, title: '统计' });
    const drawer = await waitFor(() => q<HTMLElement>(root, 'sl-drawer.drawer'), 'the statistics drawer', 10000);
    await waitFor(() => drawnChart(drawer), 'the chart drawn in the drawer', 20000);
    await waitFor(() => fits(drawer).fits, 'the chart within the drawer', 5000).catch(() => undefined);
    drawnChart(drawer)!.box.scrollIntoView({ block: 'center' });
    await saveScreenshot('statistics-drawer');
    const first = fits(drawer);
    assert(first.fits, `the chart fits the drawer: ${first.text}`);

    // A wider drawer: the chart grows with it (its box follows, ECharts redraws at the new size).
    const before = drawnChart(drawer)!.svg.getBoundingClientRect().width;
    drawer.style.setProperty('--size', '900px');
    await waitFor(() => drawnChart(drawer)!.svg.getBoundingClientRect().width > before + 50 && fits(drawer).fits, 'the chart wider with the drawer', 5000);
    // And narrower again, to a phone's width.
    drawer.style.setProperty('--size', '340px');
    await waitFor(() => fits(drawer).fits && drawnChart(drawer)!.svg.getBoundingClientRect().width < before, 'the chart narrower with the drawer', 5000);
    drawnChart(drawer)!.box.scrollIntoView({ block: 'center' });
    await saveScreenshot('statistics-drawer-narrow');
  });
});
