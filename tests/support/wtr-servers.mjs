// The reference server and vite behind the browser tests: the testing entry's (testing/node/servers.ts).
export { platformServers, chromiumLauncher, testRunnerHtml } from '../../testing/node.mjs';
