/**
 * Files in a local directory (embedded mode), served by the API at `/files/{key}` to holders of a URL
 * signed with a server secret: HMAC-SHA256 over the key and the expiry, so a URL cannot be stretched
 * in time or pointed at another file.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, FileNotFoundError, type FileStorage, isValidKey, stableExpiry } from './storage';

export const FILES_ROUTE_PREFIX = '/files/';

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

export interface LocalFileStorageOptions {
  dir: string;
  /** The HMAC key of the URLs. */
  secret: string;
  now?: () => number;
}

export class LocalFileStorage implements FileStorage {
  readonly kind = 'local';
  private readonly now: () => number;

  constructor(private readonly options: LocalFileStorageOptions) {
    this.now = options.now ?? Date.now;
  }

  async put(key: string, body: Readable | Uint8Array, _contentType: string): Promise<void> {
    // The content type is not kept: local files are served by their key's extension.
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside the target and renamed into place, so a reader never sees half a file and a
    // failed write leaves nothing under the key.
    const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
    try {
      if (body instanceof Readable) await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      else await writeFile(partial, body, { flag: 'wx' });
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      await this.removeEmptyDirectory(path);
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    await this.sizeOf(key);
    return createReadStream(path);
  }

  /** The file's size in bytes; rejects with `FileNotFoundError` when there is none. */
  async sizeOf(key: string): Promise<number> {
    try {
      const info = await stat(this.pathOf(key));
      if (!info.isFile()) throw new FileNotFoundError(key);
      return info.size;
    } catch (error) {
      if (isMissing(error)) throw new FileNotFoundError(key);
      throw error;
    }
  }

  /** Bytes `start` to `end` (inclusive) of the file, for range requests. */
  read(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.pathOf(key), range);
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    await this.removeEmptyDirectory(path);
  }

  async signedUrl(key: string, ttlSeconds: number): Promise<string> {
    assertValidKey(key);
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

  async close(): Promise<void> {}

  private sign(key: string, expires: number): string {
    return createHmac('sha256', this.options.secret).update(`${key}\n${expires}`).digest('base64url');
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    return join(this.options.dir, key);
  }

  // Keys are paths (`users/{id}/assets/{id}/model.glb`): an asset's directory goes with its last
  // file. Only that one: a shared parent could be in use by another upload at this very moment.
  private async removeEmptyDirectory(path: string): Promise<void> {
    const dir = dirname(path);
    if (relative(this.options.dir, dir) === '') return;
    await rmdir(dir).catch(() => undefined);
  }
}

const SECRET_FILE = 'file-url-secret';

/**
 * The secret that signs file URLs: the configured one, else the one kept in the data directory, made
 * on first start. Kept so that URLs handed out survive a restart.
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

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');
}
