/**
 * The address a request comes from, for per-address limits (login throttling, pending login
 * keys): the socket's. Behind a reverse proxy every request comes from the proxy, so its address
 * can be configured as trusted (`--trust-proxy`, ServerOptions.trustedProxies): then the
 * right-most `X-Forwarded-For` entry that is not itself a trusted proxy is the caller. Entries
 * further left are the caller's to write, so they never count; without a trusted proxy the header
 * is ignored altogether.
 */
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

export type TrustedProxies = BlockList | undefined;

/** `::ffff:127.0.0.1` is 127.0.0.1: one caller, one address whatever the socket's family. */
const plain = (address: string): string => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address);

function isTrusted(proxies: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && proxies.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The trusted proxies of a `--trust-proxy` list (comma separated) or an option's array: addresses
 * or subnets (`10.0.0.0/8`). A typo stops the start: a proxy silently not trusted would make all
 * its callers one address, a subnet too wide would let callers choose theirs.
 */
export function parseTrustedProxies(value: string | readonly string[] | undefined): TrustedProxies {
  if (value === undefined) return undefined;
  const items = (typeof value === 'string' ? value.split(',') : value).map((item) => item.trim()).filter(Boolean);
  if (items.length === 0) return undefined;
  const list = new BlockList();
  for (const item of items) {
    const [address = '', bits, extra] = item.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    const max = family === 4 ? 32 : 128;
    if (family === 0 || extra !== undefined || (prefix !== undefined && (!/^\d+$/.test(bits!) || prefix > max))) {
      throw new Error(`trusted proxy must be an address or a subnet such as 10.0.0.0/8 (got "${item}")`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return list;
}

/** The caller's address (see the module comment). */
export function clientAddress(req: IncomingMessage, proxies: TrustedProxies): string {
  const socket = plain(req.socket.remoteAddress ?? 'unknown');
  if (!proxies || !isTrusted(proxies, socket)) return socket;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => plain(hop.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) if (!isTrusted(proxies, hops[i]!)) return hops[i]!.slice(0, 64);
  // Every hop a trusted proxy: the left-most one is as far as the chain can be followed.
  return hops[0] ?? socket;
}
