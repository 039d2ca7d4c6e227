// Helpers for the personal-data tests: the ZIP an export answers, opened into its entries.
import yauzl from 'yauzl';

export type Unzipped = Map<string, Buffer>;

/** Every entry of a ZIP held in memory, by its path. */
export function unzip(zip: Buffer): Promise<Unzipped> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const entries: Unzipped = new Map();
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
          stream.on('error', reject);
        });
      });
      file.on('end', () => resolve(entries));
      file.on('error', reject);
      file.readEntry();
    });
  });
}

/** The export's JSON document from a ZIP's entries. */
export function documentOf(entries: Unzipped) {
  const json = entries.get('tuura-data.json');
  if (!json) throw new Error(`no tuura-data.json in ${[...entries.keys()].join(', ')}`);
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the document's fields by name
  return JSON.parse(json.toString('utf8')) as any;
}
