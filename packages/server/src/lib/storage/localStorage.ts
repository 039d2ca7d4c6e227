// File contents on the local disk under DATA_DIR/files (the default: the embedded setup needs
// nothing more). A content is written to a temporary name and renamed when complete, so a failed
// or aborted upload never leaves a readable half; its temporary file is removed.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type ByteRange, checkedKey, type FileStorage } from './types.ts';

export function localStorage(root: string): FileStorage {
  // Two hex characters of fan-out keep any one directory small.
  const pathOf = (key: string) => join(root, checkedKey(key).slice(0, 2), key);

  return {
    async put(key, body) {
      const path = pathOf(key);
      const partial = `${path}.part`;
      await mkdir(join(path, '..'), { recursive: true });
      let length = 0;
      body.on('data', (chunk: Buffer) => {
        length += chunk.length;
      });
      try {
        await pipeline(body, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return length;
    },
    async get(key, range?: ByteRange) {
      const path = pathOf(key);
      await stat(path);
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch {
        return null;
      }
    },
  };
}
