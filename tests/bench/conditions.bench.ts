/**
 * Condition predicates against json-logic-js on the equivalent rule (issue #9 item 5; goal ≥ 10×):
 * in headless Chromium on a production bench bundle, several interleaved passes (ours, theirs,
 * ours, ...) over the same rows, the median rows/s of each side. The same workload in Node is
 * printed after it for reference.
 * Run: node --import tsx tests/bench/conditions.bench.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildBenchBundle, launchChromium } from './browser/harness.ts';
import { runPasses, type PassResult } from './pages/conditions-workload.ts';
import { median, report } from './report.ts';

const ROWS = 500_000;
const PASSES = 7;
const GOAL = 10;

function check(where: string, result: PassResult): void {
  if (result.matchedOurs !== result.matchedTheirs) {
    throw new Error(`${where}: the rules disagree, ${result.matchedOurs} vs ${result.matchedTheirs} rows matched`);
  }
}

async function inChromium(): Promise<PassResult> {
  const bundle = await buildBenchBundle({ 'conditions-page': 'tests/bench/pages/conditions-page.ts' });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto('about:blank');
    await page.addScriptTag({ content: readFileSync(join(bundle.dir, 'conditions-page.js'), 'utf8'), type: 'module' });
    await page.waitForFunction(() => 'runConditionPasses' in globalThis);
    return await page.evaluate(
      (rows, passes) => (globalThis as unknown as { runConditionPasses: typeof runPasses }).runConditionPasses(rows, passes),
      ROWS,
      PASSES,
    );
  } finally {
    await browser.close();
    bundle.dispose();
  }
}

const browser = await inChromium();
check('Chromium', browser);
const ours = median(browser.ours);
const theirs = median(browser.theirs);
console.log(`conditions: ${ROWS.toLocaleString('en-US')} rows, ${PASSES} interleaved passes each, ${browser.matchedOurs} rows matched`);
report('conditions', Math.round(ours), 'rows/s');
report('conditions json-logic-js', Math.round(theirs), 'rows/s');
report('conditions vs json-logic-js', Number((ours / theirs).toFixed(1)), '×', { value: GOAL, kind: 'min' });

const node = runPasses(ROWS, PASSES);
check('Node', node);
const nodeOurs = median(node.ours);
const nodeTheirs = median(node.theirs);
console.log(
  `conditions in Node: ${Math.round(nodeOurs).toLocaleString('en-US')} rows/s, json-logic-js ${Math.round(nodeTheirs).toLocaleString('en-US')} rows/s, ${(nodeOurs / nodeTheirs).toFixed(1)}×`,
);
