/**
 * The reference server's command line (demo/server/main.ts) as the package ships it: compiled to
 * dist/testing-node/server-main.js by testing/node.build.ts, and started with plain `node` by
 * `platformServers`. A missing SQLite or exceljs is named with its install command before the
 * server's modules load, which would fail on them with Node's bare "Cannot find package".
 */
import { assertInstalled, SERVER_PACKAGES } from './optional.ts';

try {
  assertInstalled(SERVER_PACKAGES, 'The reference server of app-shell-platform/testing');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
await import('../../demo/server/main.ts');
