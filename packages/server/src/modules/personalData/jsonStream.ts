// Writes one JSON document into a stream piece by piece, waiting whenever the reader is behind
// (backpressure): a section's rows arrive in batches and leave as they come (decision 134).
import type { Writable } from 'node:stream';

/** The reader went away (the client left): the export stops. */
export class ReaderGone extends Error {
  constructor() {
    super('the export stream was closed');
  }
}

export class JsonStream {
  private first = true;
  private readonly out: Writable;
  constructor(out: Writable) {
    this.out = out;
  }

  private async write(text: string) {
    if (this.out.destroyed) throw new ReaderGone();
    if (this.out.write(text)) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        this.out.off('drain', done);
        this.out.off('close', done);
        resolve();
      };
      this.out.on('drain', done);
      this.out.on('close', done);
    });
    if (this.out.destroyed) throw new ReaderGone();
  }

  private separator() {
    const s = this.first ? '' : ',';
    this.first = false;
    return s;
  }

  async open() {
    this.first = true;
    await this.write('{');
  }

  /** `"key": value` for a value held whole (a profile, a list of a few settings). */
  async field(key: string, value: unknown) {
    await this.write(`${this.separator()}${JSON.stringify(key)}:${JSON.stringify(value)}`);
  }

  /** `"key": [ ... ]` from batches of items, each batch written before the next is read. */
  async array(key: string, batches: AsyncIterable<readonly unknown[]>) {
    await this.write(`${this.separator()}${JSON.stringify(key)}:[`);
    let firstItem = true;
    for await (const batch of batches) {
      if (batch.length === 0) continue;
      const text = batch.map((item) => JSON.stringify(item)).join(',');
      await this.write(firstItem ? text : `,${text}`);
      firstItem = false;
    }
    await this.write(']');
  }

  async close() {
    await this.write('}');
    this.out.end();
  }
}

/**
 * Batches of rows by a keyset: `read(after)` answers the next rows after the last one's key;
 * stops at a short batch. Only one batch is held at a time.
 */
export async function* keyset<Row, Key>(
  read: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  limit: number,
): AsyncGenerator<Row[]> {
  let after: Key | null = null;
  for (;;) {
    const rows = await read(after, limit);
    yield rows;
    const last = rows.at(-1);
    if (rows.length < limit || last === undefined) return;
    after = keyOf(last);
  }
}

/** Maps each batch of an iterable of batches. */
export async function* mapBatches<A, B>(
  batches: AsyncIterable<readonly A[]>,
  map: (row: A) => B,
): AsyncGenerator<B[]> {
  for await (const batch of batches) yield batch.map(map);
}

/** The batches of one iterable, then of the next. */
export async function* concatBatches<T>(
  ...parts: AsyncIterable<readonly T[]>[]
): AsyncGenerator<readonly T[]> {
  for (const part of parts) yield* part;
}
