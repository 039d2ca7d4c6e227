// The storage interface (decision 109), the same tests for the local disk and for an
// S3-compatible server: s3rver started here, or the one S3_TEST_ENDPOINT names.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStorage, newStorageKey } from '../../src/lib/storage/index.ts';
import { localStorage } from '../../src/lib/storage/localStorage.ts';
import { s3Storage } from '../../src/lib/storage/s3Storage.ts';

const content = Buffer.from('0123456789'.repeat(1000));

/** A stream that sends some bytes and then fails, as an aborted upload does. */
function failing() {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(content);
      } else this.destroy(new Error('aborted'));
    },
  });
}

function storageContract(name: string, make: () => FileStorage) {
  describe(name, () => {
    it('stores a stream and answers its length, the whole and a range, and its size', async () => {
      const storage = make();
      const key = newStorageKey();
      expect(await storage.put(key, Readable.from([content.subarray(0, 4000), content.subarray(4000)]))).toBe(
        content.length,
      );
      expect(await storage.size(key)).toBe(content.length);
      expect(await text(await storage.get(key))).toBe(content.toString());
      expect(await text(await storage.get(key, { start: 10, end: 19 }))).toBe('0123456789');
      await storage.delete(key);
      expect(await storage.size(key)).toBeNull();
      await expect(storage.get(key)).rejects.toBeDefined();
    });

    it('leaves nothing when the stream fails', async () => {
      const storage = make();
      const key = newStorageKey();
      await expect(storage.put(key, failing())).rejects.toThrow();
      expect(await storage.size(key)).toBeNull();
    });

    it('forgets a missing key quietly and refuses what is not a key', async () => {
      const storage = make();
      await storage.delete(newStorageKey());
      await expect(storage.put('../../etc/passwd', Readable.from([content]))).rejects.toThrow(
        'not a storage key',
      );
    });
  });
}

let root = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'tuura-storage-'));
});
storageContract('local disk', () => localStorage(root));

type S3rverLike = { run(): Promise<{ port: number }>; close(): Promise<void> };
let s3rver: S3rverLike | undefined;
let endpoint = process.env.S3_TEST_ENDPOINT;
const BUCKET = process.env.S3_TEST_BUCKET ?? 'tuura-test';

beforeAll(async () => {
  if (endpoint) return;
  const { default: S3rver } = (await import('s3rver')) as { default: new (options: object) => S3rverLike };
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: await mkdtemp(join(tmpdir(), 'tuura-s3rver-')),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(() => s3rver?.close());

storageContract('S3-compatible', () =>
  s3Storage({
    endpoint,
    region: 'us-east-1',
    bucket: BUCKET,
    accessKeyId: process.env.S3_TEST_ACCESS_KEY_ID ?? 'S3RVER',
    secretAccessKey: process.env.S3_TEST_SECRET_ACCESS_KEY ?? 'S3RVER',
    forcePathStyle: true,
    prefix: 'test/',
  }),
);
