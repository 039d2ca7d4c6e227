// The modules a set of route modules needs before they can run (their static imports, followed
// through), for a chunk group that puts a route's whole first load in one file.
import type { Plugin } from 'vite';

export function staticClosure(routeModules: string[]): { plugin: Plugin; has: (id: string) => boolean } {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'tuura-static-closure',
    apply: 'build',
    buildEnd() {
      members.clear();
      const ids = [...this.getModuleIds()];
      const stack = routeModules.map((suffix) => {
        const found = ids.find((id) => id.endsWith(suffix));
        if (!found) throw new Error(`static closure: no module ${suffix}`);
        return found;
      });
      while (stack.length) {
        const id = stack.pop() as string;
        if (members.has(id)) continue;
        members.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
      }
    },
  };
  return { plugin, has: (id) => members.has(id) };
}
