// `app-shell-platform/testing` for plain Node (a web-test-runner.config.mjs, a script): the Node
// side is TypeScript (testing/node/index.ts) and runs the reference server's TypeScript, so it
// is loaded through tsx, which this package already uses to run its server. Types: node.d.mts.
import { tsImport } from 'tsx/esm/api';

const node = await tsImport('./node/index.ts', import.meta.url);

export const {
  CHROMIUM_ARGS,
  PACKAGE_ROOT,
  chromiumLauncher,
  createTestHooks,
  encryptPassword,
  loginAt,
  platformServers,
  platformTestRunner,
  startTestServer,
  testRunnerHtml,
} = node;
