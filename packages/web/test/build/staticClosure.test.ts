// The worker shell's chunk group (build/staticClosure.ts): what a route imports, followed through,
// but through a package's index only the names imported, so the route's file does not take every
// module the index re-exports.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { staticClosure } from '../../build/staticClosure.ts';

const root = mkdtempSync(join(tmpdir(), 'tuura-closure-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

write({
  'node_modules/kit/package.json': JSON.stringify({
    name: 'kit',
    type: 'module',
    main: 'index.js',
    sideEffects: false,
  }),
  'node_modules/kit/index.js':
    "export { a } from './a.js';\nexport { b } from './b.js';\nexport * from './more.js';\n",
  'node_modules/kit/a.js': "import { helper } from './helper.js';\nexport const a = () => helper('a');\n",
  'node_modules/kit/helper.js': 'export const helper = (x) => x;\n',
  'node_modules/kit/b.js': "export const b = 'b';\n",
  'node_modules/kit/more.js': "export const c = 'c';\n",
  'src/dep.ts': 'export const d: number = 1;\n',
  'src/route.ts':
    "import { a, c } from 'kit';\nimport type { b } from 'kit';\nimport { d } from './dep.ts';\nexport type B = typeof b;\nexport default () => a() + c + d;\n",
  'src/other.ts': "import { b } from 'kit';\nexport default () => b;\n",
  'src/entry.ts': "export const load = () => [import('./route.ts'), import('./other.ts')];\n",
});

describe('staticClosure', () => {
  it("follows a route's imports, through a package's index only for the names imported", async () => {
    const closure = staticClosure(['src/route.ts']);
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [closure.plugin],
      build: { write: false, rolldownOptions: { input: join(root, 'src/entry.ts') } },
    });
    const inClosure = (path: string) => closure.has(join(root, path));
    expect(inClosure('src/route.ts')).toBe(true);
    expect(inClosure('src/dep.ts')).toBe(true);
    expect(inClosure('node_modules/kit/a.js')).toBe(true);
    // a's own import, and `c` found through the index's `export *`.
    expect(inClosure('node_modules/kit/helper.js')).toBe(true);
    expect(inClosure('node_modules/kit/more.js')).toBe(true);
    // `b` is imported as a type only, and by another route: not this route's.
    expect(inClosure('node_modules/kit/b.js')).toBe(false);
    expect(inClosure('src/other.ts')).toBe(false);
  });
});
