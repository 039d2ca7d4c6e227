// The modules a set of route modules needs before they can run (their static imports, followed
// through), for a chunk group that puts a route's whole first load in one file. Through a
// package's barrel (`@mantine/core`'s index re-exports every component) only the names imported
// are followed: the whole barrel put every component any page uses into the route's file.
import type { Plugin, Rolldown } from 'vite';

type Statement = {
  type: string;
  importKind?: string;
  exportKind?: string;
  declaration?: unknown;
  source?: { value: string } | null;
  specifiers?: {
    type: string;
    importKind?: string;
    exportKind?: string;
    imported?: { name?: string; value?: string };
    local?: { name?: string; value?: string };
    exported?: { name?: string; value?: string };
  }[];
};

const nameOf = (node?: { name?: string; value?: string }) => node?.name ?? node?.value ?? '';

/** A module that only imports and re-exports (an index file): its names lead elsewhere. */
const isBarrel = (body: Statement[]) =>
  body.length > 0 &&
  body.every(
    (s) =>
      s.type === 'ImportDeclaration' ||
      s.type === 'ExportAllDeclaration' ||
      (s.type === 'ExportNamedDeclaration' && !s.declaration),
  );

/** What a statement needs of the module it names: some names, or all of it (null). */
function needsOf(s: Statement): { source: string; names: Set<string> | null } | undefined {
  if (!s.source || s.importKind === 'type' || s.exportKind === 'type') return undefined;
  if (s.type === 'ExportAllDeclaration') return { source: s.source.value, names: null };
  const specifiers = (s.specifiers ?? []).filter((x) => x.importKind !== 'type' && x.exportKind !== 'type');
  // `import './x.css'` (side effects only) and `import * as ns` need all of it.
  if (specifiers.length === 0 || specifiers.some((x) => x.type === 'ImportNamespaceSpecifier'))
    return { source: s.source.value, names: null };
  const names = specifiers.map((x) =>
    x.type === 'ImportDefaultSpecifier'
      ? 'default'
      : nameOf(s.type === 'ImportDeclaration' ? x.imported : x.local),
  );
  return { source: s.source.value, names: new Set(names) };
}

export function staticClosure(routeModules: string[]): { plugin: Plugin; has: (id: string) => boolean } {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'tuura-static-closure',
    apply: 'build',
    async buildEnd() {
      members.clear();
      const ctx = this as unknown as Rolldown.PluginContext;
      const ids = [...ctx.getModuleIds()];
      const bodies = new Map<string, Statement[] | null>();
      const bodyOf = (id: string) => {
        if (!bodies.has(id)) {
          const code = ctx.getModuleInfo(id)?.code;
          let body: Statement[] | null = null;
          try {
            body = code
              ? (ctx.parse(code, { lang: /\.tsx?$/.test(id) ? 'tsx' : 'js' }).body as Statement[])
              : null;
          } catch {
            body = null;
          }
          bodies.set(id, body);
        }
        return bodies.get(id) ?? null;
      };
      const resolve = async (source: string, importer: string) => (await ctx.resolve(source, importer))?.id;
      const whole = new Set<string>();
      const seenNames = new Set<string>();
      const visit = async (id: string, names: Set<string> | null): Promise<void> => {
        members.add(id);
        const body = bodyOf(id);
        if (names && body && isBarrel(body)) {
          for (const name of names) {
            if (seenNames.has(`${id}\0${name}`)) continue;
            seenNames.add(`${id}\0${name}`);
            await visitBarrelName(id, body, name);
          }
          return;
        }
        if (whole.has(id)) return;
        whole.add(id);
        if (!body) {
          // Not JavaScript we can read (a stylesheet, a virtual module): all it imports.
          for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) await visit(next, null);
          return;
        }
        for (const statement of body) {
          const needs = needsOf(statement);
          const target = needs && (await resolve(needs.source, id));
          if (needs && target) await visit(target, needs.names);
        }
      };
      const visitBarrelName = async (id: string, body: Statement[], name: string) => {
        // `export { a as name } from './x'`, or `import * as ns from './x'; export { ns as name }`.
        for (const s of body) {
          const hit = (s.specifiers ?? []).find(
            (x) => x.type === 'ExportSpecifier' && nameOf(x.exported) === name,
          );
          if (!hit || s.type !== 'ExportNamedDeclaration') continue;
          if (s.source) {
            const target = await resolve(s.source.value, id);
            if (target) await visit(target, new Set([nameOf(hit.local)]));
            return;
          }
          const local = nameOf(hit.local);
          const from = body.find(
            (i) => i.type === 'ImportDeclaration' && i.specifiers?.some((x) => nameOf(x.local) === local),
          );
          const target = from?.source && (await resolve(from.source.value, id));
          if (target) await visit(target, null);
          return;
        }
        // Not named here: one of its `export *` has it.
        for (const s of body)
          if (s.type === 'ExportAllDeclaration' && s.source) {
            const target = await resolve(s.source.value, id);
            if (target) await visit(target, new Set([name]));
          }
      };
      for (const suffix of routeModules) {
        const found = ids.find((id) => id.endsWith(suffix));
        if (!found) throw new Error(`static closure: no module ${suffix}`);
        await visit(found, null);
      }
    },
  };
  return { plugin, has: (id) => members.has(id) };
}
