// Writes the OpenAPI document buildApp serves to the path given (for Redocly's lint). The app
// runs on an empty in-memory database: producing the document reads no rows.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPglite } from '../src/db/client.ts';

const out = process.argv[2];
if (!out) throw new Error('usage: writeOpenapi.ts <output.json>');
const database = openPglite();
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db: database.db, logger: false });
await app.ready();
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(app.swagger(), null, 2));
await app.close();
await database.close();
