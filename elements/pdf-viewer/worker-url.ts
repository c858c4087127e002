/**
 * Where pdf.js's worker is started from. The elements, and the worker beside them, may come from
 * another origin than the page (a CDN), but a browser starts a worker only from the page's own
 * origin: such a worker is started through a same-origin `blob:` script that loads the real one
 * (pdf.js does the same when it starts the worker itself, which it cannot do under enforced
 * Trusted Types). The worker file must then be served with CORS (`Access-Control-Allow-Origin`).
 */
/** Whether a URL (relative ones against the page) is of another origin than the page. */
export function isCrossOrigin(url: string, page: string = location.href): boolean {
  return new URL(url, page).origin !== new URL(page).origin;
}

/**
 * The code of the bootstrap: a module worker (the current build) imports the real one, which needs
 * no Trusted Types. The page may post before that import is done (pdf.js talks to a worker it was
 * given at once, without waiting for its "ready"), and a message nobody listens to is lost: those
 * are held and handed to the real worker's listeners once it is there. A classic worker (2.4.456)
 * loads it with `importScripts`, synchronously, so nothing is missed; that call is a Trusted Types
 * sink in a worker that inherits the page's CSP, so it passes its one URL through a policy of the
 * product's name (`policyName`, which the page's `trusted-types` directive lists) when given.
 */
export function bootstrapCode(absoluteUrl: string, type: WorkerType, policyName?: string): string {
  const url = JSON.stringify(absoluteUrl);
  if (type === 'module') {
    return [
      'const held = [];',
      'const hold = (event) => { event.stopImmediatePropagation(); held.push(event); };',
      "self.addEventListener('message', hold);",
      `await import(${url});`,
      "self.removeEventListener('message', hold);",
      "for (const event of held) self.dispatchEvent(new MessageEvent('message', { data: event.data, ports: [...event.ports] }));",
    ].join('\n');
  }
  if (!policyName) return `importScripts(${url});`;
  const name = JSON.stringify(policyName);
  return [
    `var url = ${url};`,
    `try { if (self.trustedTypes) url = self.trustedTypes.createPolicy(${name}, { createScriptURL: function () { return ${url}; } }).createScriptURL(url); } catch (e) {}`,
    'importScripts(url);',
  ].join('\n');
}

/**
 * The URL to start the worker from: the worker's own when it is on the page's origin, else a
 * `blob:` URL of the page's origin holding the bootstrap (made once per page and kept, since the
 * page starts one worker for every document; revoking it could race the worker's own fetch).
 */
export function workerStartUrl(workerSrc: string, type: WorkerType, policyName?: string, page: string = location.href): string {
  if (!isCrossOrigin(workerSrc, page)) return workerSrc;
  const code = bootstrapCode(new URL(workerSrc, page).href, type, policyName);
  return URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
}
