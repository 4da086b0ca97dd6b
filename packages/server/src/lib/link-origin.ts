/**
 * The origin a link made by the server is written on: the test checkout's page, the pages a payment
 * returns to, the billing portal's way back, the links in mails.
 *
 * In production it is always PUBLIC_URL. In local mode the embedded product is reached at whatever
 * address the person typed (localhost, 127.0.0.1, a LAN address or name), and the browser keeps its
 * sign-in per origin: a link to `localhost` from a page on `127.0.0.1` signs the person out. So a link
 * is written on the request's own origin, from its Host header. X-Forwarded-Host is not read: the
 * server trusts no proxy. A Host header is whatever the client sends, so it is taken only when it names
 * this machine or a private network (loopback, a private or link-local address, this machine's own
 * addresses or name, a single-label or `.local` LAN name, PUBLIC_URL's host); anything else (a public
 * domain someone put in the header to have a mail link point at it) falls back to PUBLIC_URL.
 */
import { isIP } from 'node:net';
import { hostname as machineName, networkInterfaces } from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

type LinkConfig = Pick<Config, 'appMode' | 'publicUrl'>;

/** A LAN name: one label (`studio`), or one under a suffix that only local networks resolve. */
const LOCAL_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.(?:local|lan|home\.arpa|internal|localhost))?$/i;

function isPrivateAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  if (version === 6) {
    const lower = address.toLowerCase();
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
    if (mapped?.[1]) return isPrivateAddress(mapped[1]);
    // Loopback, unique local (fc00::/7) and link-local (fe80::/10).
    return lower === '::1' || /^f[cd][0-9a-f]{2}:/.test(lower) || /^fe[89ab][0-9a-f]:/.test(lower);
  }
  return false;
}

function isOwnAddress(address: string): boolean {
  return Object.values(networkInterfaces()).some((entries) => entries?.some((entry) => entry.address.toLowerCase() === address.toLowerCase()));
}

/** Whether a Host header's name is one a person on this machine or its network reaches it by. */
export function isLocalHostName(name: string, publicUrl: string): boolean {
  const bare = name.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === new URL(publicUrl).hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase()) return true;
  if (isIP(bare) !== 0) return isPrivateAddress(bare) || isOwnAddress(bare);
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  return bare === machineName().toLowerCase() || LOCAL_NAME.test(bare);
}

/** The origin of `request` (`http://127.0.0.1:3000`), or undefined when its Host header is missing or malformed. */
function ownOrigin(request: FastifyRequest): URL | undefined {
  const host = request.headers.host;
  if (typeof host !== 'string' || host === '') return undefined;
  // A Host header with a user, a path, a query or a fragment is not an origin.
  if (/[/?#@\\\s]/.test(host)) return undefined;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return URL.canParse(`${protocol}://${host}`) ? new URL(`${protocol}://${host}`) : undefined;
}

/** Where links for the person making `request` point, without a trailing slash (see the file comment). */
export function linkOrigin(request: FastifyRequest, config: LinkConfig): string {
  if (config.appMode !== 'local') return config.publicUrl;
  const own = ownOrigin(request);
  return own && isLocalHostName(own.hostname, config.publicUrl) ? own.origin : config.publicUrl;
}
