// The server's module rules (decisions 022 and 145) as pure checkers over a map of source files
// (path under src/ → text). The tests apply them to the real tree, and to made-up trees that break
// each rule, so a checker that finds nothing cannot pass unnoticed.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/** Path under src/ (for example `modules/users/service.ts`) → the file's text. */
export type SourceTree = Record<string, string>;

/** Every .ts file under `srcDir`, by its path relative to it. */
export function readTree(srcDir: string): SourceTree {
  const tree: SourceTree = {};
  for (const entry of readdirSync(srcDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    tree[relative(srcDir, file)] = readFileSync(file, 'utf8');
  }
  return tree;
}

const IMPORT =
  /(?:^|[\n;])\s*(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g;

/** A file's import specifiers as written (type imports and re-exports too). */
export const specifiersOf = (source: string) => [...source.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? '');

/** A file's relative imports, resolved to paths under src/. */
export const relativeImports = (path: string, source: string) =>
  specifiersOf(source)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => normalize(join(dirname(path), spec)));

/** The module a path under src/ belongs to, or null outside src/modules. */
export const moduleOf = (path: string) => /^modules\/([^/]+)\//.exec(path)?.[1] ?? null;

/** A module's door: the one file other modules may import (decision 145). */
export const isDoor = (path: string) => /^modules\/[^/]+\/service\.ts$/.test(path);

/** Route-level files, the only module files that may see Fastify: routes and the HTTP helpers. */
export const isRouteLevel = (path: string) => /^modules\/[^/]+\/(routes|\w+Routes|http)\.ts$/.test(path);

/** Imports of another module's file other than its service.ts. */
export function sideDoors(tree: SourceTree): string[] {
  const found: string[] = [];
  for (const [path, source] of Object.entries(tree)) {
    const own = moduleOf(path);
    if (!own) continue;
    for (const target of relativeImports(path, source)) {
      const other = moduleOf(target);
      if (other && other !== own && !isDoor(target)) found.push(`${path} imports ${target}`);
    }
  }
  return found;
}

/** Module → the modules its files import. */
export function moduleGraph(tree: SourceTree): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [path, source] of Object.entries(tree)) {
    const own = moduleOf(path);
    if (!own) continue;
    const edges = graph.get(own) ?? new Set<string>();
    graph.set(own, edges);
    for (const target of relativeImports(path, source)) {
      const other = moduleOf(target);
      if (other && other !== own) edges.add(other);
    }
  }
  return graph;
}

/** Each set of modules that reach each other through imports (any length), as `a → b → a`. */
export function moduleCycles(tree: SourceTree): string[] {
  const graph = moduleGraph(tree);
  const reaches = (from: string, to: string) => {
    const seen = new Set<string>();
    const stack = [...(graph.get(from) ?? [])];
    while (stack.length > 0) {
      const next = stack.pop() as string;
      if (next === to) return true;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(graph.get(next) ?? []));
    }
    return false;
  };
  const cycles = new Set<string>();
  for (const module of [...graph.keys()].sort()) {
    if (!reaches(module, module)) continue;
    const members = [...graph.keys()].filter((m) => reaches(module, m) && reaches(m, module)).sort();
    cycles.add(`${[...members, members[0]].join(' → ')}`);
  }
  return [...cycles];
}

const FASTIFY = /^(fastify|@fastify\/.+)$/;

/**
 * Module files that are not route-level yet import Fastify (or a Fastify plugin's types), or
 * import a route-level file of their module (which would hand them a request or reply).
 */
export function fastifyOutsideRoutes(tree: SourceTree): string[] {
  const found: string[] = [];
  for (const [path, source] of Object.entries(tree)) {
    if (!moduleOf(path) || isRouteLevel(path)) continue;
    for (const spec of specifiersOf(source)) if (FASTIFY.test(spec)) found.push(`${path} imports ${spec}`);
    for (const target of relativeImports(path, source))
      if (isRouteLevel(target)) found.push(`${path} imports ${target}`);
  }
  return found;
}

const SCHEMA_IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"][./]*db\/schema\/index\.ts['"]/g;

/** The schema names a file imports (tables among them): the tables it queries. */
export const schemaNamesOf = (source: string) =>
  [...source.matchAll(SCHEMA_IMPORT)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map((name) => name.trim().replace(/^type\s+/, ''))
      .filter(Boolean),
  );

/**
 * `module table` → the files, for each table a module's files use but the module does not own
 * (`owners`: table → the modules at home with it).
 */
export function foreignTableUses(
  tree: SourceTree,
  owners: Readonly<Record<string, readonly string[]>>,
): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [path, source] of Object.entries(tree)) {
    const module = moduleOf(path);
    if (!module) continue;
    for (const table of schemaNamesOf(source)) {
      if (!(table in owners) || owners[table]?.includes(module)) continue;
      const key = `${module} ${table}`;
      found.set(key, [...(found.get(key) ?? []), path]);
    }
  }
  return found;
}
