// Where file contents live (docs/decisions/109): one interface, local disk by default
// and any S3-compatible store when configured. Contents are addressed by a random key only.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** A byte range, both ends included (as HTTP's `Range: bytes=start-end`). */
export type ByteRange = { start: number; end: number };

export interface FileStorage {
  /**
   * Stores the stream under `key` and answers its length. If the stream fails (an aborted
   * upload, a refused size), nothing is left under the key and the promise rejects.
   */
  put(key: string, body: Readable): Promise<number>;
  /** The content, or the range of it; rejects for a missing key. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the content; a missing key is no error. */
  delete(key: string): Promise<void>;
  /** The content's length in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
}

/** A fresh key: 128 random bits in hex, nothing of the user's name or the file's. */
export const newStorageKey = () => randomBytes(16).toString('hex');

const KEY = /^[0-9a-f]{32}$/;

/** Keys come from `newStorageKey` only; anything else (a path) is a bug, refused loudly. */
export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error('not a storage key');
  return key;
}
