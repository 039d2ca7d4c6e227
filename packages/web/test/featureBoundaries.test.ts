// A feature (src/features/<area>) does not import another feature: what two features share lives
// in components/, lib/, api/ or app/ (decision 022). The route error page is the one shared entry.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const webRoot = resolve(import.meta.dirname, '..');
const featuresDir = join(webRoot, 'src/features');

/** Feature files any feature may import. */
const SHARED_ENTRIES = new Set(['errors/ErrorPage.tsx']);

const IMPORT =
  /(?:^|[\n;])\s*(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g;

function relativeImports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)]
    .map((m) => m[1] ?? m[2] ?? '')
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => resolve(dirname(file), spec));
}

const featureOf = (path: string) => relative(featuresDir, path).split('/')[0];

function allowed(file: string, target: string): boolean {
  if (!target.startsWith(`${featuresDir}/`) || featureOf(target) === featureOf(file)) return true;
  return SHARED_ENTRIES.has(relative(featuresDir, target));
}

describe('web feature boundaries', () => {
  it('no feature imports another feature', () => {
    const files = readdirSync(featuresDir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
      .map((e) => join(e.parentPath, e.name));
    const violations = files.flatMap((file) =>
      relativeImports(file)
        .filter((target) => !allowed(file, target))
        .map((target) => `${relative(webRoot, file)} imports ${relative(featuresDir, target)}`),
    );
    expect(violations).toEqual([]);
  });

  it('refuses a feature’s file from another feature, allows its own and shared code', () => {
    const at = (path: string) => join(featuresDir, path);
    expect(allowed(at('profile/ProfilePage.tsx'), at('shifts/api.ts'))).toBe(false);
    expect(allowed(at('shifts/ShiftCard.tsx'), at('shifts/format.ts'))).toBe(true);
    expect(allowed(at('shifts/ShiftCard.tsx'), join(webRoot, 'src/components/Page.tsx'))).toBe(true);
    expect(allowed(at('notifications/NotificationsPage.tsx'), at('errors/ErrorPage.tsx'))).toBe(true);
    expect(relativeImports(at('notifications/NotificationsPage.tsx'))).toContain(at('errors/ErrorPage.tsx'));
  });
});
