// The storage this installation uses: S3 when S3_BUCKET is set, else the local disk. The S3
// client is loaded on first use only, so a server without S3 never pays for it at start.
import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { localStorage } from './localStorage.ts';
import type { S3Settings } from './s3Storage.ts';
import type { FileStorage } from './types.ts';

export type { ByteRange, FileStorage } from './types.ts';
export { newStorageKey } from './types.ts';

function lazyS3(settings: S3Settings): FileStorage {
  let made: Promise<FileStorage> | undefined;
  const real = () => {
    made ??= import('./s3Storage.ts').then((m) => m.s3Storage(settings));
    return made;
  };
  return {
    put: async (key, body) => (await real()).put(key, body),
    get: async (key, range) => (await real()).get(key, range),
    delete: async (key) => (await real()).delete(key),
    size: async (key) => (await real()).size(key),
  };
}

export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? lazyS3(config.s3) : localStorage(join(config.dataDir, 'files'));
}
