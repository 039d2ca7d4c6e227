// Migrates and seeds one database once; every test file then starts from a copy of it:
// a PGlite data-directory dump, or a PostgreSQL template database when TEST_DATABASE_URL is set.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedDemo } from '../../src/seed/demo.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string | null;
  }
}

const cacheDir = join(import.meta.dirname, '../../../../node_modules/.cache/tuura-tests');

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
    project.provide('pgliteDump', '');
    return async () => {
      await admin.query(`drop database if exists ${template}`);
      await admin.end();
    };
  }
  const database = openPglite();
  await migrate(database);
  await seedDemo(database.db);
  // Every file's copy then starts without replaying the migrations' and the seed's WAL.
  await database.pglite?.exec('CHECKPOINT');
  const dump = await database.pglite?.dumpDataDir('none');
  await database.close();
  if (!dump) throw new Error('PGlite dump failed');
  mkdirSync(cacheDir, { recursive: true });
  const file = join(cacheDir, `template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  project.provide('pgTemplate', null);
}
