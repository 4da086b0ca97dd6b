/**
 * Files in an S3-compatible bucket (scale-out mode). Browsers get them through the API's `/files/`
 * route, which checks the asset on every request and streams from the bucket, never through a
 * presigned URL: a presigned URL cannot be withdrawn, and a deleted asset's file must stop answering
 * at once. The bucket can stay private, with no CORS rules.
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { StorageSettings } from '../config';
import { storageOutageAs } from '../lib/unavailable';
import { FileLinks } from './file-links';
import { assertValidKey, FileNotFoundError, type FileStorage, type SignatureCheck, type StoredFileInfo } from './storage';

export type S3Settings = Extract<StorageSettings, { kind: 's3' }>;

export class S3FileStorage implements FileStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly links: FileLinks;

  /** `secret` signs the `/files/` links, as for local files. */
  constructor(settings: S3Settings, secret: string, now: () => number = Date.now) {
    this.bucket = settings.bucket;
    this.links = new FileLinks(secret, now);
    this.client = new S3Client({
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
      await new Upload({ client: this.client, params: { Bucket: this.bucket, Key: key, Body: body, ContentType: contentType } }).done();
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
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      const size = head.ContentLength ?? 0;
      return { size, etag: head.ETag ?? `"${size.toString(36)}-${head.LastModified?.getTime().toString(36) ?? ''}"` };
    } catch (error) {
      throw notFoundAs(error, key);
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    assertValidKey(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      if (!(object.Body instanceof Readable)) throw new Error(`S3 gave no stream for ${key}`);
      return object.Body;
    } catch (error) {
      throw notFoundAs(error, key);
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
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

  async close(): Promise<void> {
    this.client.destroy();
  }
}

/** A missing object as `FileNotFoundError`, an outage as `StorageUnavailableError`; anything else as it came. */
function notFoundAs(error: unknown, key: string): unknown {
  const missing = error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
  return missing ? new FileNotFoundError(key) : storageOutageAs(error);
}
