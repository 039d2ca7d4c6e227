// The server's module shape (decisions 022 and 145): a module reaches another only through its
// service.ts (or the read model it publishes), no two modules import each other (directly or round
// a longer loop), and only the route-level files see Fastify. Each rule runs on the real tree and
// on a made-up tree that breaks it. Server test files also share a worker's module cache (vitest.config.ts, isolate: false), so
// none may mock modules or stub globals.
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fastifyOutsideRoutes, moduleCycles, readTree, relativeImports, sideDoors } from './rules.ts';

const serverRoot = resolve(import.meta.dirname, '../..');
const tree = readTree(join(serverRoot, 'src'));

describe('server module boundaries', () => {
  it('sees the real tree', () => {
    const modules = new Set(Object.keys(tree).map((path) => /^modules\/([^/]+)\//.exec(path)?.[1]));
    expect(modules.size).toBeGreaterThan(30);
    // The import scanner sees the imports the rules are about (type imports and re-exports too).
    expect(relativeImports('modules/users/routes.ts', tree['modules/users/routes.ts'] ?? '')).toContain(
      'modules/overlaps/service.ts',
    );
  });

  it('every module has a service.ts, its door', () => {
    const modules = new Set(Object.keys(tree).flatMap((path) => /^modules\/([^/]+)\//.exec(path)?.[1] ?? []));
    expect([...modules].filter((m) => !(`modules/${m}/service.ts` in tree))).toEqual([]);
  });

  it('imports another module only through its service.ts or readModel.ts', () => {
    expect(sideDoors(tree)).toEqual([]);
    const bad = {
      'modules/users/routes.ts':
        "import { x } from '../shifts/queries.ts';\nimport { y } from '../shifts/service.ts';",
      'modules/auth/tfa.ts':
        "import type { Z } from '../users/routes.ts';\nimport { w } from './service.ts';",
      'modules/shifts/service.ts': "import { db } from '../../db/client.ts';",
      // The second door: the read model an owner publishes.
      'modules/money/service.ts': "import { shifts } from '../shifts/readModel.ts';",
    };
    expect(sideDoors(bad)).toEqual([
      'modules/users/routes.ts imports modules/shifts/queries.ts',
      'modules/auth/tfa.ts imports modules/users/routes.ts',
    ]);
  });

  it('no two modules import each other, directly or round a loop', () => {
    expect(moduleCycles(tree)).toEqual([]);
    const pair = {
      'modules/auth/service.ts': "import { toUser } from '../users/service.ts';",
      'modules/users/adminService.ts': "export { endSessionsOf } from '../auth/service.ts';",
    };
    expect(moduleCycles(pair)).toEqual(['auth → users → auth']);
    const loop = {
      'modules/a/service.ts': "import '../b/service.ts';",
      'modules/b/service.ts': "import type { C } from '../c/service.ts';",
      'modules/c/routes.ts': "const a = await import('../a/service.ts');",
      'modules/d/service.ts': "import '../a/service.ts';",
    };
    expect(moduleCycles(loop)).toEqual(['a → b → c → a']);
    // A read model imports nothing above db/ (tableReads.test.ts), so joining through one is no edge.
    const joins = {
      'modules/customers/service.ts': "import { anyShiftIn } from '../shifts/service.ts';",
      'modules/shifts/queries.ts': "import { departments } from '../customers/readModel.ts';",
    };
    expect(moduleCycles(joins)).toEqual([]);
  });

  it('only routes and http.ts see Fastify; services never get a request or reply', () => {
    expect(fastifyOutsideRoutes(tree)).toEqual([]);
    const bad = {
      'modules/files/upload.ts': "import type { FastifyRequest } from 'fastify';",
      'modules/files/parts.ts': "import type { Multipart } from '@fastify/multipart';",
      'modules/bills/service.ts': "import { helper } from './routes.ts';",
      'modules/files/routes.ts': "import type { FastifyInstance } from 'fastify';",
      'modules/auth/http.ts': "import type { FastifyReply } from 'fastify';",
      'modules/shifts/adminRoutes.ts': "import type { FastifyInstance } from 'fastify';",
      'plugins/session.ts':
        "import fp from 'fastify-plugin';\nimport type { FastifyRequest } from 'fastify';",
    };
    expect(fastifyOutsideRoutes(bad)).toEqual([
      'modules/files/upload.ts imports fastify',
      'modules/files/parts.ts imports @fastify/multipart',
      'modules/bills/service.ts imports modules/bills/routes.ts',
    ]);
  });

  it('server tests do not mock modules or stub globals (files share a module cache)', () => {
    const tests = readTree(join(serverRoot, 'test'));
    const offenders = Object.entries(tests)
      .filter(([path]) => join(serverRoot, 'test', path) !== import.meta.filename)
      .filter(([, source]) => /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(source));
    expect(offenders.map(([path]) => `test/${path}`)).toEqual([]);
  });
});
