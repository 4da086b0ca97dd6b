/** A real S3-protocol server (s3rver) on a free port, with one empty bucket, for storage tests. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../src/storage/s3-storage';

export interface LocalS3 {
  settings: S3Settings;
  /** The same settings as S3_* environment variables. */
  env: Record<string, string>;
  /** Every key in the bucket. */
  keys(): Promise<string[]>;
  /** Stops the S3 server, keeping its files: requests to it are refused until `resume`. */
  pause(): Promise<void>;
  /** Starts it again on the same port, with the same files. */
  resume(): Promise<void>;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'facet-test'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'facet-s3-'));
  const serverOn = (port: number) => new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
  let server: S3rver | undefined = serverOn(0);
  const { port } = await server.run();
  const settings: S3Settings = {
    kind: 's3',
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: settings.endpoint ?? '',
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async pause() {
      await server?.close();
      server = undefined;
    },
    async resume() {
      if (server) return;
      server = serverOn(port);
      await server.run();
    },
    async close() {
      client.destroy();
      await server?.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
