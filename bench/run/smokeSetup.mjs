// The smoke's database: a PGlite data directory, migrated and seeded, that the test copies as the
// server's, so the server starts without migrating or seeding. Kept across runs,
// keyed on the migrations' and the seed's sources: the smoke asks for 2xx answers, not for the
// demo's clock-relative shifts to be fresh (unlike the server tests, decision 021). Its own setup,
// not the server project's, which makes a PostgreSQL template instead when TEST_DATABASE_URL is set
// (CI), and the smoke runs on PGlite.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite } from '../../packages/server/src/db/client.ts';
import { migrate } from '../../packages/server/src/db/migrate.ts';
import { seedDemo } from '../../packages/server/src/seed/demo.ts';

const root = join(import.meta.dirname, '../..');
const cacheDir = join(root, 'node_modules/.cache/tuura-bench');
const SOURCES = ['packages/server/src/db/migrations', 'packages/server/src/seed'];

function sourcesHash() {
  const hash = createHash('sha256');
  for (const dir of SOURCES) {
    const files = readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name))
      .sort();
    for (const file of files) hash.update(file.slice(root.length)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

export default async function setup(project) {
  const dir = join(cacheDir, `smoke-${sourcesHash()}`);
  if (!existsSync(dir)) {
    // Made aside and renamed: a run stopped halfway leaves nothing under the real name.
    const partial = `${dir}.${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(cacheDir, { recursive: true });
    const database = openPglite({ dataDir: partial });
    await migrate(database);
    await seedDemo(database.db);
    await database.close();
    renameSync(partial, dir);
  }
  project.provide('benchPgliteDir', dir);
}
