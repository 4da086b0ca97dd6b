/** Files in a local directory (embedded mode), served by the API at `/files/{key}` to holders of a signed link. */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileLinks, isMissing } from './file-links';
import { assertValidKey, FileNotFoundError, type FileStorage, type SignatureCheck, type StoredFileInfo } from './storage';

export interface LocalFileStorageOptions {
  dir: string;
  /** The HMAC key of the links. */
  secret: string;
  now?: () => number;
}

export class LocalFileStorage implements FileStorage {
  readonly kind = 'local';
  private readonly links: FileLinks;

  constructor(private readonly options: LocalFileStorageOptions) {
    this.links = new FileLinks(options.secret, options.now);
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

  get(key: string): Promise<Readable> {
    return this.read(key);
  }

  async stat(key: string): Promise<StoredFileInfo> {
    try {
      const info = await stat(this.pathOf(key));
      if (!info.isFile()) throw new FileNotFoundError(key);
      // A replaced file is a new inode written at a new time (put renames a fresh file into place).
      return { size: info.size, etag: `"${info.ino.toString(36)}-${info.size.toString(36)}-${Math.round(info.mtimeMs).toString(36)}"` };
    } catch (error) {
      if (isMissing(error)) throw new FileNotFoundError(key);
      throw error;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const path = this.pathOf(key);
    await this.stat(key);
    return createReadStream(path, range);
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    await this.removeEmptyDirectory(path);
  }

  signedUrl(key: string, ttlSeconds: number): string {
    assertValidKey(key);
    return this.links.url(key, ttlSeconds);
  }

  verify(key: string, expires: number, signature: string): SignatureCheck {
    return this.links.verify(key, expires, signature);
  }

  async close(): Promise<void> {}

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
