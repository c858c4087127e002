/** The asserts of the testing entry (testing/assert), under the path the tests have always used. */
export { AssertionError, assert, deepEqual, equal, match, rejects } from '../../testing/assert/index.ts';
