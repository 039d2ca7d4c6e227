// Prints the gzip size of the JavaScript a route needs (entry + its static imports + the route's
// lazy chunk and its static imports) and fails the build above the budget.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Where the last build's route sizes are written for the bench to print (not in dist: not served). */
export const BUNDLE_REPORT = '../../node_modules/.cache/tuura/bundle-report.json';

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
  let root = '';
  return {
    name: 'tuura-bundle-budget',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
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
      const report: { name: string; kb: number; chunks: number; maxKb: number }[] = [];
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
        report.push({
          name: budget.name,
          kb: Number(kb.toFixed(1)),
          chunks: files.length,
          maxKb: budget.maxKb,
        });
      }
      const reportPath = resolve(root, BUNDLE_REPORT);
      mkdirSync(dirname(reportPath), { recursive: true });
      writeFileSync(
        reportPath,
        JSON.stringify({ builtAt: new Date().toISOString(), routes: report }, null, 2),
      );
      if (failures.length && !process.env.BUDGET_WARN_ONLY)
        this.error(`Over budget:\n${failures.join('\n')}`);
    },
  };
}
