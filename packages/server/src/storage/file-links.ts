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

export class FileLinks {
  constructor(
    /** The HMAC key of the links. */
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  url(key: string, ttlSeconds: number): string {
    const { expires } = stableExpiry(this.now(), ttlSeconds);
    const path = key.split('/').map(encodeURIComponent).join('/');
    // Root-relative: the API serves the app and its files from one origin.
    return `${FILES_ROUTE_PREFIX}${path}?expires=${expires}&signature=${this.sign(key, expires)}`;
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
