// @vitest-environment node
// Shard 1 of 4 of the wrong-type fuzz of every call (tests/demo/server/param-fuzz.ts).
import { callShard } from './param-fuzz.ts';

callShard(1, 4);
