/** Plain HTTP to the reference server from Node, and the login encryption the shell uses. */
import { request } from 'node:http';
// jsencrypt's ESM build has extensionless imports, which plain Node refuses: this module only
// runs through tsx or vitest (this repository) or bundled by esbuild (the package), which all
// resolve them, and the package carries the library, so a tester need not install it.
import { JSEncrypt } from 'jsencrypt';

/** Encrypts a password with the server's public key, as the shell's login form does (RSA-OAEP). */
export function encryptPassword(publicKeyPem: string, password: string): string {
  const enc = new JSEncrypt();
  enc.setPublicKey(publicKeyPem);
  const out = enc.encryptOAEP(password);
  if (!out) throw new Error('jsencrypt could not encrypt the password');
  return out;
}

export interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: any;
}

/**
 * Requests through node:http rather than the global fetch: under happy-dom the global fetch is the
 * window's, which applies CORS and drops Set-Cookie.
 */
export function httpJson(method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = request(
      url,
      { method, headers: { ...headers, ...(data ? { 'content-type': 'application/json', 'content-length': String(data.length) } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: res.statusCode ?? 0, headers: res.headers, json: text ? JSON.parse(text) : undefined });
          } catch {
            reject(new Error(`${method} ${url}: HTTP ${res.statusCode}, not JSON: ${text.slice(0, 200)}`));
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

export interface LoginResult {
  token: string;
  xsrf: string;
  user: Record<string, unknown>;
}

/** Logs `account` in at the server at `url` exactly as the shell does (public key, then the encrypted password). */
export async function loginAt(url: string, account: string, password = 'demo123'): Promise<LoginResult> {
  const keyRes = await httpJson('GET', `${url}/api/v1/demo/crm/FM_USER/getPublicKey`);
  const cookie = ([] as string[]).concat(keyRes.headers['set-cookie'] ?? []).join('; ');
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
  const key = keyRes.json as { data: { publicKey: string; keyId?: string } };
  const res = await httpJson(
    'POST',
    `${url}/api/v1/demo/crm/FM_USER/checkLoginNoDecrypt`,
    { account, password: encryptPassword(key.data.publicKey, password), keyId: key.data.keyId },
    { cookie: `XSRF-TOKEN=${xsrf}` },
  );
  const json = res.json as { code: string; msg: string; data: { token: string; xsrf: string; user: Record<string, unknown> } };
  if (json.code !== '0') throw new Error(`login of ${account} failed: ${json.code} ${json.msg}`);
  return { token: json.data.token, xsrf: json.data.xsrf, user: json.data.user };
}
