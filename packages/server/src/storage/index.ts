/** Picks the file storage the config asks for: S3 when `S3_BUCKET` is set, else `${dataDir}/files`. */
import type { Config } from '../config';
import { fileUrlSecret } from './file-links';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage } from './s3-storage';
import type { FileStorage } from './storage';

export { FileNotFoundError, type FileStorage } from './storage';
export { LocalFileStorage } from './local-storage';

export function createStorage(config: Pick<Config, 'storage' | 'dataDir' | 'fileUrlSecret'>): FileStorage {
  const settings = config.storage;
  const secret = fileUrlSecret(config.fileUrlSecret, config.dataDir);
  if (settings.kind === 's3') return new S3FileStorage(settings, secret);
  return new LocalFileStorage({ dir: settings.dir, secret });
}
