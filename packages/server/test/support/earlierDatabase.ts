// A database migrated only through the first `count` migrations, on the driver the tests use
// (PostgreSQL with TEST_DATABASE_URL, PGlite otherwise): for tests of what a later migration
// does to rows made before it.
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../../src/db/client.ts';
import { migrate, migrationsFolder } from '../../src/db/migrate.ts';
import { databaseUrlFor } from './globalSetup.ts';

/** A copy of the migrations folder whose journal stops after `count` entries. */
function earlierMigrations(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'tuura-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

export async function openEarlierDatabase(
  count: number,
): Promise<{ database: Database; close: () => Promise<void> }> {
  const folder = earlierMigrations(count);
  const base = process.env.TEST_DATABASE_URL;
  let database: Database;
  let dropDatabase = async () => {};
  if (base) {
    const name = `tuura_m_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    database = openPostgres(databaseUrlFor(base, name), 2);
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    database = openPglite();
  }
  await migrate(database, folder);
  return {
    database,
    async close() {
      await database.close();
      await dropDatabase();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
