// Migrates and seeds one database once; every test file then starts from a copy of it:
// a PGlite data directory, or a PostgreSQL template database when TEST_DATABASE_URL is set.
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedDemo } from '../../src/seed/demo.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
    pgTemplate: string | null;
  }
}

/**
 * Where the data directories go: memory-backed /dev/shm where there is one. A file's database
 * opened from a copied directory is ready in a quarter of a second; restoring a 66 MB dump into
 * PGlite's in-memory file system took twice that, for each of the 130 files (decision 148).
 */
function scratchRoot() {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
}

export function databaseUrlFor(base: string, database: string) {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const template = `tuura_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = openPostgres(databaseUrlFor(pgUrl, template), 2);
    await migrate(database);
    await seedDemo(database.db);
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteTemplateDir', '');
    return async () => {
      await admin.query(`drop database if exists ${template}`);
      await admin.end();
    };
  }
  const root = mkdtempSync(join(scratchRoot(), 'tuura-tests-'));
  const templateDir = join(root, 'template');
  const database = openPglite({ dataDir: templateDir });
  await migrate(database);
  await seedDemo(database.db);
  // A clean shutdown checkpoints: every file's copy starts without replaying the seed's WAL.
  await database.close();
  project.provide('pgliteTemplateDir', templateDir);
  project.provide('pgTemplate', null);
  return () => rmSync(root, { recursive: true, force: true });
}
