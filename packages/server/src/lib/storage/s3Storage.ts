// File contents in an S3-compatible object store (S3_* settings). Uploads go as a multipart
// upload of 5 MB parts, one at a time, so a 20 MB file never sits whole in memory; a failed
// or aborted stream aborts the upload and leaves no object.

import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type ByteRange, checkedKey, type FileStorage } from './types.ts';

export type S3Settings = {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addresses (`endpoint/bucket/key`), as most self-hosted stores need. */
  forcePathStyle: boolean;
  /** Prepended to every key, so one bucket can hold several installations. */
  prefix: string;
};

/** The smallest part S3 accepts; one part in flight bounds the memory an upload takes. */
const PART_BYTES = 5 * 1024 * 1024;

export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible stores do not take the SDK's
    // default trailing checksums (aws-chunked bodies).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const keyOf = (key: string) => `${settings.prefix}${checkedKey(key)}`;

  return {
    async put(key, body) {
      let length = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          length += chunk.length;
          done(null, chunk);
        },
      });
      const upload = new Upload({
        client,
        params: { Bucket, Key: keyOf(key), Body: counter },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      // The source's failure must reach the upload: pipeline destroys the counter with it.
      await Promise.all([pipeline(body, counter), upload.done()]).catch(async (error) => {
        await upload.abort().catch(() => undefined);
        await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) })).catch(() => undefined);
        throw error;
      });
      return length;
    },
    async get(key, range?: ByteRange) {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: keyOf(key),
          ...(range && { Range: `bytes=${range.start}-${range.end}` }),
        }),
      );
      return answer.Body as Readable;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return null;
        throw error;
      }
    },
  };
}
