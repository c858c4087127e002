// Test-runner command `cross-origin-servers`: two more loopback origins for tests/e2e/cross-origin.test.ts,
// started on the first ask (a run without that test pays nothing) and stopped with the runner:
// - a "CDN" serving the built dist/ with `Access-Control-Allow-Origin: *`, which records the paths asked;
// - a reference server of its own (fresh database) that allows the asking page's origin (`corsOrigins`).
// The payload's `origin` is the test page's; `{ log: true }` returns the CDN's paths so far.
// CROSS_ORIGIN_DIST serves another build folder than dist/ (a `vite build --outDir` elsewhere).
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.bcmap': 'application/octet-stream',
};

function startCdn(distDir, log) {
  const server = http.createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://cdn').pathname);
    log.push(path);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const file = resolve(distDir, `.${path.replace(/^\/dist\//, '/')}`);
    let found = false;
    try {
      found = path.startsWith('/dist/') && file.startsWith(distDir + sep) && statSync(file).isFile();
    } catch {
      found = false;
    }
    if (!found) {
      res.statusCode = 404;
      return res.end();
    }
    res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    createReadStream(file).pipe(res);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done(server));
  });
}

export function crossOriginPlugin({ rootDir = process.cwd() } = {}) {
  const log = [];
  let started;
  let cdn;
  let api;
  let dataDir;
  async function start(origin) {
    cdn = await startCdn(resolve(rootDir, process.env.CROSS_ORIGIN_DIST ?? 'dist'), log);
    dataDir = mkdtempSync(join(tmpdir(), 'wtr-cross-origin-'));
    const { startServer } = await tsImport('../../demo/server/index.ts', import.meta.url);
    api = await startServer({ port: 0, host: '127.0.0.1', dbPath: join(dataDir, 'platform.db'), corsOrigins: [origin] });
    return { api: api.url, cdn: `http://127.0.0.1:${cdn.address().port}` };
  }
  return {
    name: 'cross-origin-servers',
    async executeCommand({ command, payload }) {
      if (command !== 'cross-origin-servers') return undefined;
      if (payload?.log) return [...log];
      started ??= start(String(payload?.origin ?? ''));
      return started;
    },
    async serverStop() {
      await api?.close();
      cdn?.closeAllConnections();
      await new Promise((done) => (cdn ? cdn.close(() => done()) : done()));
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
