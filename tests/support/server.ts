/**
 * The reference platform server for a test, in-process: the testing entry's Node side
 * (testing/node/server.ts), under the path the tests have always used.
 */
export { encryptPassword, startTestServer } from '../../testing/node/index.ts';
export type { FaultKind, LoginResult, TestHooks, TestServer, TestServerOptions } from '../../testing/node/index.ts';
