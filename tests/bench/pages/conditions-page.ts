/** Bench page entry: exposes the conditions workload to the bench through `page.evaluate`. */
import { runPasses } from './conditions-workload.ts';

(globalThis as unknown as { runConditionPasses: typeof runPasses }).runConditionPasses = runPasses;
