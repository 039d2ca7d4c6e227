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

/** A module's read model: the tables and columns it lets other modules join (decision 145). */
export const isReadModel = (path: string) => /^modules\/[^/]+\/readModel\.ts$/.test(path);

/** A module's doors: its service.ts, and its read model if it publishes one (decision 145). */
export const isDoor = (path: string) => /^modules\/[^/]+\/service\.ts$/.test(path) || isReadModel(path);

/** Route-level files, the only module files that may see Fastify: routes and the HTTP helpers. */
export const isRouteLevel = (path: string) => /^modules\/[^/]+\/(routes|\w+Routes|http)\.ts$/.test(path);

/** Imports of another module's file other than its service.ts or readModel.ts. */
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

/**
 * Module → the modules its files import. A read model imports nothing above db/ and lib/
 * (`readModelFindings`), so an import of one is an edge to the schema, not to its module.
 */
export function moduleGraph(tree: SourceTree): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [path, source] of Object.entries(tree)) {
    const own = moduleOf(path);
    if (!own) continue;
    const edges = graph.get(own) ?? new Set<string>();
    graph.set(own, edges);
    for (const target of relativeImports(path, source)) {
      const other = moduleOf(target);
      if (other && other !== own && !isReadModel(target)) edges.add(other);
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

/**
 * The names a file imports (or re-exports) from the files whose resolved path passes `from`, as
 * the exporting file names them (`users as u` counts as `users`).
 */
export function namesImportedFrom(path: string, source: string, from: (target: string) => boolean): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/g)) {
    const spec = m[2] ?? '';
    if (!spec.startsWith('.') || !from(normalize(join(dirname(path), spec)))) continue;
    for (const part of (m[1] ?? '').split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  }
  return names;
}

/** The schema names a file imports (tables among them): the tables it queries. */
export const schemaNamesOf = (path: string, source: string) =>
  namesImportedFrom(path, source, (target) => target.startsWith('db/schema/'));

type Homes = Readonly<Record<string, readonly string[]>>;

/** A file's text without its comments (a comment may say "from users" without reading it). */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

/** The tables raw SQL in a file names after `from` or `join` (`sqlNames`: SQL name → export name). */
export const rawSqlTablesOf = (source: string, sqlNames: Readonly<Record<string, string>>) =>
  [...withoutComments(source).matchAll(/\b(?:from|join)\s+"?([a-z_]+)"?/g)].flatMap(
    (m) => sqlNames[m[1] ?? ''] ?? [],
  );

/**
 * `module table` → the files, for each table a module's files import from the schema, or name in
 * raw SQL, but the module is not at home with (`homes`: table → the modules that write or read it
 * at home; `sqlNames`: a table's SQL name → its export name).
 */
export function foreignTableUses(
  tree: SourceTree,
  homes: Homes,
  sqlNames: Readonly<Record<string, string>> = {},
): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [path, source] of Object.entries(tree)) {
    const module = moduleOf(path);
    if (!module) continue;
    for (const table of new Set([...schemaNamesOf(path, source), ...rawSqlTablesOf(source, sqlNames)])) {
      if (!(table in homes) || homes[table]?.includes(module)) continue;
      const key = `${module} ${table}`;
      found.set(key, [...(found.get(key) ?? []), path]);
    }
  }
  return found;
}

/** The columns a read model publishes for a table: its `export const <table>Columns = [...]`. */
export function publishedColumns(source: string, table: string): string[] | null {
  const list = new RegExp(`export const ${table}Columns\\s*=\\s*\\[([^\\]]*)\\]`).exec(source);
  return list ? [...(list[1] ?? '').matchAll(/['"](\w+)['"]/g)].map((m) => m[1] ?? '') : null;
}

/** The `table.column` names a file's text uses (`table.$inferSelect` too: it names every column). */
export const columnsUsed = (source: string, table: string) => [
  ...new Set(
    [...source.matchAll(new RegExp(`(?<![\\w.$])${table}\\.(\\$?\\w+)`, 'g'))].map((m) => m[1] ?? ''),
  ),
];

/**
 * The read model rule (decision 145): a read model imports nothing from the modules, publishes
 * only tables its module is at home with, each with the list of its columns others may use; a
 * file that reads a table through another module's read model uses only the published columns
 * (and no `select().from(table)`, which answers them all).
 */
export function readModelFindings(tree: SourceTree, homes: Homes): string[] {
  const found: string[] = [];
  for (const [path, source] of Object.entries(tree)) {
    const module = moduleOf(path);
    if (!module) continue;
    if (isReadModel(path)) {
      for (const target of relativeImports(path, source))
        if (moduleOf(target)) found.push(`${path} imports ${target}`);
      for (const table of schemaNamesOf(path, source)) {
        if (!(table in homes)) continue;
        if (!homes[table]?.includes(module)) found.push(`${path} publishes ${table}, not its own`);
        else if (!publishedColumns(source, table))
          found.push(`${path} publishes ${table} without ${table}Columns`);
      }
      continue;
    }
    for (const target of new Set(relativeImports(path, source).filter(isReadModel))) {
      if (moduleOf(target) === module) continue;
      const model = tree[target] ?? '';
      for (const table of namesImportedFrom(path, source, (t) => t === target)) {
        const published = publishedColumns(model, table);
        if (!published) continue; // not a table: a fragment the read model exports
        for (const column of columnsUsed(source, table))
          if (!published.includes(column)) found.push(`${path} uses ${table}.${column}, not in ${target}`);
        // `select()` with no columns answers every column of the table.
        if (new RegExp(`\\.select\\(\\)\\s*\\.from\\(\\s*${table}\\s*\\)`).test(source))
          found.push(`${path} selects every column of ${table}`);
      }
    }
  }
  return found;
}
