/**
 * The origin a link made by the server is written on: the test checkout's page, the pages a payment
 * returns to, the billing portal's way back, the links in mails.
 *
 * In production it is always PUBLIC_URL. In local mode the embedded product is reached at whatever
 * address the person typed (localhost, 127.0.0.1, a LAN address or name), and the browser keeps its
 * sign-in per origin: a link to `localhost` from a page on `127.0.0.1` signs the person out. So a link
 * is written on the request's own origin, from its Host header. X-Forwarded-Host is not read: the
 * server trusts no proxy. A Host header is whatever the client sends, so it is taken only when it names
 * this machine: a loopback address or `localhost`, one of this machine's own network addresses (how
 * another device on the LAN reaches it), its host name (also under `.local`), or PUBLIC_URL's host.
 * Anything else falls back to PUBLIC_URL: a domain, or another machine's LAN address, that someone put
 * in the header to have a mail link (a password reset) point at a server of theirs.
 */
import { isIP } from 'node:net';
import { hostname as machineName, networkInterfaces } from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

type LinkConfig = Pick<Config, 'appMode' | 'publicUrl'>;

function isLoopback(address: string): boolean {
  return address === '::1' || /^127\./.test(address) || /^::ffff:127\./.test(address);
}

/** This machine's own addresses, asked each time: a laptop's LAN address changes as it moves. */
function isOwnAddress(address: string): boolean {
  return Object.values(networkInterfaces()).some((entries) => entries?.some((entry) => entry.address.toLowerCase() === address));
}

/** Whether a Host header's name is one this machine is reached by (see the file comment). */
export function isLocalHostName(name: string, publicUrl: string): boolean {
  const bare = name.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === new URL(publicUrl).hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase()) return true;
  if (isIP(bare) !== 0) return isLoopback(bare) || isOwnAddress(bare);
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  const machine = machineName().toLowerCase();
  return bare === machine || bare === `${machine}.local`;
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
