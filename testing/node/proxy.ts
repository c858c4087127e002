/**
 * One origin for a browser test: the test runner's own paths stay with it, the reference
 * server's paths go to the reference server, every other path (the test modules, the sources)
 * to a vite dev server.
 */
import http from 'node:http';
import net from 'node:net';
import type { Context } from 'koa';

/** Paths the test runner answers itself (its test page, framework, web socket, outside-root). */
export function isRunnerPath(path: string): boolean {
  return path === '/' || path.startsWith('/__web-') || path.startsWith('/__wds-');
}

/**
 * Paths of the reference platform server: its API and hooks, and the built elements (`/dist/`).
 * `/__site/...` is the server's own `/...` (its demo pages with their real headers and the
 * built elements), for tests of what a visitor of the demo gets.
 */
export function isServerPath(path: string): boolean {
  return /^\/(api|rule|process|__test|bundles|dist|__site)(\/|$)/.test(path);
}

export const SITE_PREFIX = '/__site';

/** A loopback port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ProxyOptions {
  /**
   * Lets the browser keep scripts and styles an hour where the upstream asks it to check each time
   * (`Cache-Control: no-cache`, what vite sends for sources). Only for an upstream whose files do
   * not change while the run lasts.
   */
  keepModules?: boolean;
}

/** A scripts' or styles' answer that asks to be checked each time: the kind `keepModules` keeps. */
function checkedEachTime(answer: http.IncomingMessage): boolean {
  return answer.statusCode === 200 && answer.headers['cache-control'] === 'no-cache' && /javascript|css/.test(answer.headers['content-type'] ?? '');
}

/**
 * Streams a koa request to `127.0.0.1:port` unchanged (any method, body, cookies) and the answer
 * back. Koa stops handling the response (`ctx.respond = false`) once the proxy owns it.
 */
export function proxyRequest(ctx: Context, port: number, options: ProxyOptions = {}): Promise<void> {
  return new Promise((resolve) => {
    const url = ctx.req.url ?? '/';
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port,
        method: ctx.req.method,
        path: url.startsWith(`${SITE_PREFIX}/`) ? url.slice(SITE_PREFIX.length) : url,
        headers: { ...ctx.req.headers, host: `127.0.0.1:${port}` },
      },
      (answer) => {
        ctx.respond = false;
        const headers =
          options.keepModules && checkedEachTime(answer)
            ? answer.rawHeaders.map((value, i, raw) => (i % 2 === 1 && raw[i - 1]?.toLowerCase() === 'cache-control' ? 'max-age=3600' : value))
            : answer.rawHeaders;
        ctx.res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(ctx.res);
        answer.on('end', resolve);
        answer.on('error', () => resolve());
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // The server hung up without a reply (test hook fail kind "drop"): the page must see a
      // dropped connection, not a gateway's 502.
      if (error.code === 'ECONNRESET' || error.message === 'socket hang up') {
        ctx.respond = false;
        ctx.req.socket.destroy();
        resolve();
        return;
      }
      ctx.status = 502;
      ctx.body = `Proxy to port ${port} failed: ${error.message}`;
      resolve();
    });
    ctx.req.pipe(upstream);
  });
}

/** Waits until something accepts connections on the port. */
export async function waitForPort(port: number, timeoutMs: number, isAlive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the process meant to listen on port ${port} exited`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`nothing listened on port ${port} within ${timeoutMs} ms`);
}
