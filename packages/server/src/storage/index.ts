/** Picks the file storage the config asks for: S3 when `S3_BUCKET` is set, else `${dataDir}/files`. */
import type { Config } from '../config';
import { fileUrlSecret, LocalFileStorage } from './local-storage';
import { S3FileStorage } from './s3-storage';
import type { FileStorage } from './storage';

export { FileNotFoundError, type FileStorage } from './storage';
export { LocalFileStorage } from './local-storage';
export { s3FileOrigins } from './s3-storage';

export function createStorage(config: Pick<Config, 'storage' | 'dataDir' | 'fileUrlSecret'>): FileStorage {
  const settings = config.storage;
  if (settings.kind === 's3') return new S3FileStorage(settings);
  return new LocalFileStorage({ dir: settings.dir, secret: fileUrlSecret(config.fileUrlSecret, config.dataDir) });
}
