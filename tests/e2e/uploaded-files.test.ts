import { createMemoryLocation, createPlatform } from '../../core/index.ts';
import type { Http } from '../../core/http/index.ts';
import type { Session } from '../../core/session/index.ts';
import { assert, deepEqual, equal, match } from '../support/assert.ts';
import { sleep } from '../support/dom.ts';

/**
 * An uploaded HTML or SVG file must never run as a page of our origin: opened through the very
 * URLs the shell builds (download and online view, with `token` and `xsrf_token`), in a frame or
 * a new window, its script neither runs with our origin nor reads the stored token.
 */

const TOKEN_KEY = 'demo-token';
const RAN_KEY = 'uploaded-script-ran';

/** What the planted script does: tell the test page, and try to take the token and leave a mark. */
const SCRIPT = `
  var stolen = null;
  try { stolen = localStorage.getItem(${JSON.stringify(TOKEN_KEY)}); localStorage.setItem(${JSON.stringify(RAN_KEY)}, String(stolen)); } catch (e) { stolen = 'blocked ' + e.name; }
  var note = { kind: 'uploaded-script', stolen: stolen, origin: String(self.origin) };
  try { parent.postMessage(note, '*'); } catch (e) {}
  try { if (opener) opener.postMessage(note, '*'); } catch (e) {}
  try { top.uploadedScriptRan = stolen; } catch (e) {}
`;
const HTML = `<!doctype html><html><head><title>x</title></head><body><script>${SCRIPT}</script></body></html>`;
const SVG = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="${SCRIPT.replace(/"/g, '&quot;').replace(/\n/g, ' ')}"><script>${SCRIPT}</script></svg>`;

interface Note {
  kind: string;
  stolen: string | null;
  origin: string;
}

type Test = { http: Http; session: Session };

const notes: Note[] = [];
const listen = (event: MessageEvent): void => {
  const data = event.data as Note | undefined;
  if (data && data.kind === 'uploaded-script') notes.push(data);
};

async function signIn(): Promise<Test> {
  const platform = createPlatform({
    settings: { ipBase: location.origin, serverConfigured: true, defaultClient: 'demo', defaultSystem: 'crm' },
    location: createMemoryLocation(`${location.origin}/`),
    storage: window.localStorage,
  }) as unknown as Test;
  await platform.session.login({ account: 'bob', password: 'demo123' });
  return platform;
}

async function upload(http: Http, name: string, text: string, type: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([text], { type }), name);
  const reply = await http.request<{ id: string }>({ entity: 'FM_FILE', action: 'upload', method: 'POST', formData: form });
  return reply.id;
}

function frameAt(src: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width:320px;height:200px;border:0';
  frame.src = src;
  document.body.append(frame);
  return frame;
}

/** Nothing the planted script does may be seen by the page of our origin. */
function assertNothingRan(where: string): void {
  deepEqual(notes, [], `${where}: no planted script reported back`);
  equal(localStorage.getItem(RAN_KEY), null, `${where}: nothing was written to our storage`);
  equal((window as unknown as { uploadedScriptRan?: unknown }).uploadedScriptRan, undefined, `${where}: nothing reached the page`);
}

describe('uploaded files are never active content', () => {
  let platform: Test;
  const ids: Record<'html' | 'svg', string> = { html: '', svg: '' };

  before(async () => {
    localStorage.removeItem(RAN_KEY);
    window.addEventListener('message', listen);
    platform = await signIn();
    assert((localStorage.getItem(TOKEN_KEY) ?? '').length > 10, 'the session token is in local storage, as the shell keeps it');
    ids.html = await upload(platform.http, 'report.html', HTML, 'text/html');
    ids.svg = await upload(platform.http, 'logo.svg', SVG, 'image/svg+xml');
  });
  after(() => {
    window.removeEventListener('message', listen);
    document.querySelectorAll('iframe').forEach((f) => f.remove());
    localStorage.removeItem(RAN_KEY);
  });
  beforeEach(() => {
    notes.length = 0;
  });

  it('the watcher sees a script of our origin (control: the same markup in a same-origin frame)', async () => {
    const frame = document.createElement('iframe');
    frame.srcdoc = HTML;
    document.body.append(frame);
    await sleep(500);
    frame.remove();
    equal(notes.length, 1, 'the control script reported back');
    equal(notes[0]!.stolen, localStorage.getItem(TOKEN_KEY), 'and could read the token');
    localStorage.removeItem(RAN_KEY);
    delete (window as unknown as { uploadedScriptRan?: unknown }).uploadedScriptRan;
  });

  it('the stored files are opaque bytes with nosniff and a CSP sandbox', async () => {
    for (const id of [ids.html, ids.svg]) {
      for (const url of [platform.http.fileUrl(id), platform.http.onlineViewUrl(id)]) {
        match(url, /[?&]token=[0-9a-f]+/, 'the shell puts the token on the URL');
        match(url, /[?&]xsrf_token=/, 'and the XSRF value');
        const reply = await fetch(url);
        equal(reply.status, 200);
        equal(reply.headers.get('content-type'), 'application/octet-stream', url);
        equal(reply.headers.get('x-content-type-options'), 'nosniff');
        match(reply.headers.get('content-security-policy'), /^sandbox\b/);
        match(reply.headers.get('content-disposition'), /^attachment;/);
      }
    }
  });

  it('opened in frames, download and online view run no script and read nothing', async () => {
    for (const id of [ids.html, ids.svg]) {
      frameAt(platform.http.fileUrl(id));
      frameAt(platform.http.onlineViewUrl(id));
    }
    await sleep(2000);
    assertNothingRan('frames');
  });

  it('opened in new windows, download and online view run no script and read nothing', async () => {
    const opened: (Window | null)[] = [];
    for (const id of [ids.html, ids.svg]) {
      opened.push(window.open(platform.http.fileUrl(id), '_blank'));
      opened.push(window.open(platform.http.onlineViewUrl(id), '_blank'));
    }
    await sleep(2000);
    for (const w of opened) w?.close();
    assertNothingRan('windows');
  });
});
