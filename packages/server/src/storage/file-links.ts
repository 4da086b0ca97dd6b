/**
 * Links to stored files, served by the API at `/files/{key}`: HMAC-SHA256 over the key and the
 * expiry, so a link cannot be stretched in time or pointed at another file. Both storages hand out
 * these links (never a bucket's presigned URL), so every download passes the API's check that the
 * file's asset and account still exist.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isValidKey, type SignatureCheck, stableExpiry } from './storage';

export const FILES_ROUTE_PREFIX = '/files/';
/** Links kept for reuse; a list page asks for up to three links an asset, the same ones each time. */
const REUSED_LINKS = 20_000;

export class FileLinks {
  /**
   * The latest link made for each key (most recently made last). An expiry is stable for a while
   * (`stableExpiry`), so the same file's link is the same string until the expiry moves on, and
   * signing it again would only give the same signature.
   */
  private readonly made = new Map<string, { expires: number; url: string }>();

  constructor(
    /** The HMAC key of the links. */
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  url(key: string, ttlSeconds: number): string {
    const { expires } = stableExpiry(this.now(), ttlSeconds);
    const cacheKey = `${ttlSeconds} ${key}`;
    const earlier = this.made.get(cacheKey);
    if (earlier?.expires === expires) return earlier.url;
    const path = key.split('/').map(encodeURIComponent).join('/');
    // Root-relative: the API serves the app and its files from one origin.
    const url = `${FILES_ROUTE_PREFIX}${path}?expires=${expires}&signature=${this.sign(key, expires)}`;
    this.made.delete(cacheKey);
    this.made.set(cacheKey, { expires, url });
    if (this.made.size > REUSED_LINKS) this.made.delete(this.made.keys().next().value!);
    return url;
  }

  verify(key: string, expires: number, signature: string): SignatureCheck {
    if (!isValidKey(key) || !Number.isSafeInteger(expires)) return 'invalid';
    const expected = Buffer.from(this.sign(key, expires));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return expires * 1000 < this.now() ? 'expired' : 'valid';
  }

  private sign(key: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${key}\n${expires}`).digest('base64url');
  }
}

const SECRET_FILE = 'file-url-secret';

/**
 * The secret that signs file links: the configured one, else the one kept in the data directory, made
 * on first start. Kept so that links handed out survive a restart. API and worker nodes of one
 * deployment must be given the same configured secret, or a link signed by one is refused by another.
 */
export function fileUrlSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const path = join(dataDir, SECRET_FILE);
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(path, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    // Another process made it first: theirs is the one.
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'EEXIST') return readFileSync(path, 'utf8').trim();
    throw error;
  }
}

export function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');
}
