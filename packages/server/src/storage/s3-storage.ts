/**
 * Files in an S3-compatible bucket (scale-out mode). Browsers get them through the API's `/files/`
 * route, which checks the asset on every request and streams from the bucket, never through a
 * presigned URL: a presigned URL cannot be withdrawn, and a deleted asset's file must stop answering
 * at once. The bucket can stay private, with no CORS rules.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { StorageSettings } from '../config';
import { storageOutageAs } from '../lib/unavailable';
import { FileLinks } from './file-links';
import { assertValidKey, FileNotFoundError, type FileStorage, type SignatureCheck, type StoredFileInfo } from './storage';

export type S3Settings = Extract<StorageSettings, { kind: 's3' }>;

/**
 * The AWS SDK, loaded when an S3 storage is made rather than by every start: a start that keeps its
 * files on disk (the embedded mode) never needs it, and it is a tenth of a second of compiling.
 */
const loadSdk = async () => {
  const [s3, storage] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  return { ...s3, Upload: storage.Upload };
};
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

export class S3FileStorage implements FileStorage {
  readonly kind = 's3';
  /** The SDK and its client, from the moment the storage is made: every call waits for them. */
  private readonly ready: Promise<{ sdk: Sdk; client: S3Client }>;
  private readonly bucket: string;
  private readonly links: FileLinks;

  /** `secret` signs the `/files/` links, as for local files. */
  constructor(settings: S3Settings, secret: string, now: () => number = Date.now) {
    this.bucket = settings.bucket;
    this.links = new FileLinks(secret, now);
    this.ready = loadSdk().then((sdk) => ({ sdk, client: S3FileStorage.client(sdk, settings) }));
    // A failed load is the first call's error, not an unhandled rejection.
    this.ready.catch(() => undefined);
  }

  private static client(sdk: Sdk, settings: S3Settings): S3Client {
    return new sdk.S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // The SDK's default checksums (CRC trailers in aws-chunked bodies) are not spoken by every
      // S3-compatible service; S3 itself does not require them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable | Uint8Array, contentType: string): Promise<void> {
    assertValidKey(key);
    // A multipart upload in 5 MB parts for big streams, one PUT for small ones.
    try {
      const { sdk, client } = await this.ready;
      await new sdk.Upload({ client, params: { Bucket: this.bucket, Key: key, Body: body, ContentType: contentType } }).done();
    } catch (error) {
      throw storageOutageAs(error);
    }
  }

  get(key: string): Promise<Readable> {
    return this.read(key);
  }

  async stat(key: string): Promise<StoredFileInfo> {
    assertValidKey(key);
    try {
      const { sdk, client } = await this.ready;
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      const size = head.ContentLength ?? 0;
      return { size, etag: head.ETag ?? `"${size.toString(36)}-${head.LastModified?.getTime().toString(36) ?? ''}"` };
    } catch (error) {
      throw notFoundAs(await this.loadedSdk(), error, key);
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    assertValidKey(key);
    try {
      const { sdk, client } = await this.ready;
      const object = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      if (!(object.Body instanceof Readable)) throw new Error(`S3 gave no stream for ${key}`);
      return object.Body;
    } catch (error) {
      throw notFoundAs(await this.loadedSdk(), error, key);
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    try {
      const { sdk, client } = await this.ready;
      await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      throw storageOutageAs(error);
    }
  }

  signedUrl(key: string, ttlSeconds: number): string {
    assertValidKey(key);
    return this.links.url(key, ttlSeconds);
  }

  verify(key: string, expires: number, signature: string): SignatureCheck {
    return this.links.verify(key, expires, signature);
  }

  /** Resolves once the SDK is loaded; rejects as every call would when it cannot be. */
  async loaded(): Promise<void> {
    await this.ready;
  }

  /** The SDK, or nothing when it could not be loaded (an error then is not the bucket's). */
  private loadedSdk(): Promise<Sdk | undefined> {
    return this.ready.then(({ sdk }) => sdk, () => undefined);
  }

  async close(): Promise<void> {
    (await this.ready.catch(() => undefined))?.client.destroy();
  }
}

/** A missing object as `FileNotFoundError`, an outage as `StorageUnavailableError`; anything else as it came. */
function notFoundAs(sdk: Sdk | undefined, error: unknown, key: string): unknown {
  const missing = sdk !== undefined && (error instanceof sdk.NoSuchKey || (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404));
  return missing ? new FileNotFoundError(key) : storageOutageAs(error);
}
