/**
 * `app-shell-platform/testing` in Node: the reference server for a test (in this process, or
 * behind a web-test-runner run) with test hooks and a chosen seed, and the runner's set-up.
 * testing/node.mjs loads it into plain Node (a web-test-runner.config.mjs); see docs/testing.md.
 */
export { startTestServer } from './server.ts';
export type { SeedOptions, TestServer, TestServerOptions } from './server.ts';
export { encryptPassword, loginAt } from './http.ts';
export type { LoginResult } from './http.ts';
export { PACKAGE_ROOT, platformServers } from './servers.ts';
export type { PlatformServers, PlatformServersOptions } from './servers.ts';
export { CHROMIUM_ARGS, chromiumLauncher, platformTestRunner, testRunnerHtml } from './runner.ts';
export type { PlatformTestRunnerConfig, PlatformTestRunnerOptions } from './runner.ts';
export { createTestHooks } from '../hooks/index.ts';
export type { FailOptions, FaultKind, HookTransport, TestHooks } from '../hooks/index.ts';
