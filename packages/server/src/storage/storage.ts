/** Where asset files live, behind one interface: a local directory or an S3-compatible bucket. */
import type { Readable } from 'node:stream';

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/** What the file route needs to answer for a stored file before it sends a byte. */
export interface StoredFileInfo {
  size: number;
  /** Changes when the bytes under the key change (a strong HTTP entity tag, quoted). */
  etag: string;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores `body` under `key`, replacing what was there; a stream is never held whole in memory. */
  put(key: string, body: Readable | Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes; rejects with `FileNotFoundError` when there is none. */
  get(key: string): Promise<Readable>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The file's size and version; rejects with `FileNotFoundError` when there is none. */
  stat(key: string): Promise<StoredFileInfo>;
  /** Bytes `start` to `end` (inclusive) of the file, or all of it; `FileNotFoundError` when there is none. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /**
   * A link to the file at `/files/{key}` on this API, signed for at least `ttlSeconds`. The same key
   * asked for again soon after gets the same URL, so pages can reuse what it points to. The API
   * checks on every request that the file still belongs to a live asset of a live account, so a
   * link stops answering the moment its asset or account is deleted, whatever its expiry says.
   */
  signedUrl(key: string, ttlSeconds: number): string;
  /** Whether a `/files/` request carries this storage's signature for the key, and it has not expired. */
  verify(key: string, expires: number, signature: string): SignatureCheck;
  /** Releases connections; the storage is not used afterwards. */
  close(): Promise<void>;
}

export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored file ${key}`);
    this.name = 'FileNotFoundError';
  }
}

// Path segments of letters, digits, dot, dash and underscore, each starting with a letter or digit:
// no `..`, no absolute paths, nothing a file system or URL treats specially.
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function isValidKey(key: string): boolean {
  return key.length <= 512 && KEY_PATTERN.test(key);
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key ${JSON.stringify(key)}`);
}

/**
 * When a URL signed now for `ttlSeconds` expires, in Unix seconds: rounded up to a window so that
 * URLs signed within one window are identical (and cacheable), and never sooner than asked.
 */
export function stableExpiry(nowMs: number, ttlSeconds: number): { expires: number; window: number } {
  const window = Math.max(1, Math.min(600, ttlSeconds));
  return { expires: Math.ceil((nowMs / 1000 + ttlSeconds) / window) * window, window };
}

const contentTypes: Record<string, string> = {
  glb: 'model/gltf-binary',
  gltf: 'model/gltf+json',
  obj: 'model/obj',
  stl: 'model/stl',
  ply: 'application/octet-stream',
  spz: 'application/octet-stream',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** Keys end in the file's extension, which says how to serve it. */
export function contentTypeOf(key: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase();
  return (extension && contentTypes[extension]) ?? 'application/octet-stream';
}
