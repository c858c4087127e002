// @vitest-environment node
// Shard 2 of 2 of the wrong-type fuzz of every business attribute (tests/demo/server/param-fuzz.ts).
import { attributeShard } from './param-fuzz.ts';

attributeShard(2, 2);
