/** Files in an S3-compatible bucket (scale-out mode); browsers fetch them by presigned URL. */
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import type { StorageSettings } from '../config';
import { assertValidKey, FileNotFoundError, type FileStorage, stableExpiry } from './storage';

export type S3Settings = Extract<StorageSettings, { kind: 's3' }>;

export class S3FileStorage implements FileStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings, private readonly now: () => number = Date.now) {
    this.bucket = settings.bucket;
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
    await new Upload({ client: this.client, params: { Bucket: this.bucket, Key: key, Body: body, ContentType: contentType } }).done();
  }

  async get(key: string): Promise<Readable> {
    assertValidKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new Error(`S3 gave no stream for ${key}`);
      return object.Body;
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) {
        throw new FileNotFoundError(key);
      }
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async signedUrl(key: string, ttlSeconds: number): Promise<string> {
    assertValidKey(key);
    // Signed at the start of the window and valid to its expiry, so the URL is the same all window long.
    const { expires, window } = stableExpiry(this.now(), ttlSeconds);
    const signingSeconds = Math.floor(this.now() / 1000 / window) * window;
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key }), {
      signingDate: new Date(signingSeconds * 1000),
      expiresIn: expires - signingSeconds,
    });
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

/**
 * The origins this bucket's presigned URLs can point at, for the browser's Content-Security-Policy:
 * the SDK signs virtual-hosted URLs (`bucket.host`) unless path style is forced or the bucket name
 * cannot be a host name, and path-style URLs (`host/bucket`) otherwise.
 */
export function s3FileOrigins(settings: S3Settings): string[] {
  const endpoint = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  return [`${endpoint.protocol}//${settings.bucket}.${endpoint.host}`, endpoint.origin];
}
