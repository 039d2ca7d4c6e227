// Prints the gzip size of the JavaScript a route needs (entry + its static imports + the route's
// lazy chunk and its static imports) and fails the build above the budget.
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

type Budget = { name: string; modules: string[]; maxKb: number };
type Chunk = {
  type: 'chunk';
  fileName: string;
  code: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
};

export function bundleBudget(budgets: Budget[]): Plugin {
  return {
    name: 'tuura-bundle-budget',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter(
        (c): c is Chunk & (typeof bundle)[string] => c.type === 'chunk',
      );
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: Chunk[]) => {
        const seen = new Set<string>();
        const stack = [...start];
        while (stack.length) {
          const c = stack.pop() as Chunk;
          if (seen.has(c.fileName)) continue;
          seen.add(c.fileName);
          for (const f of c.imports) {
            const next = byFile.get(f);
            if (next) stack.push(next);
          }
        }
        return [...seen];
      };
      const entry = chunks.filter((c) => c.isEntry);
      const failures: string[] = [];
      for (const budget of budgets) {
        const routeChunks = budget.modules.map((m) => {
          const found = chunks.find((c) => c.facadeModuleId?.endsWith(m));
          if (!found) throw new Error(`bundle budget "${budget.name}": no chunk for ${m}`);
          return found;
        });
        const files = closure([...entry, ...routeChunks]);
        const bytes = files.reduce((sum, f) => sum + gzipSync(byFile.get(f)?.code ?? '').length, 0);
        const kb = bytes / 1024;
        const line = `${budget.name}: ${kb.toFixed(1)} KB gzip JS in ${files.length} chunks (budget ${budget.maxKb} KB)`;
        this.info(line);
        console.log(`[bundle budget] ${line}`);
        if (process.env.BUDGET_DETAIL)
          for (const f of files)
            console.log(`  ${f} ${(gzipSync(byFile.get(f)?.code ?? '').length / 1024).toFixed(1)} KB`);
        if (kb > budget.maxKb) failures.push(line);
      }
      if (failures.length && !process.env.BUDGET_WARN_ONLY)
        this.error(`Over budget:\n${failures.join('\n')}`);
    },
  };
}
