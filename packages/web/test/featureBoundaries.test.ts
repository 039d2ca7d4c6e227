// A feature (src/features/<area>) does not import another feature: what two features share lives
// in components/, lib/, api/ or app/ (decision 022). The route error page is the one shared entry.
// One folder per subject (decision 146): stamps, cancellations, requests and the marketplace each
// hold the worker's and the admin's side, and the shift feature keeps none of their files.
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

/** The subjects whose worker and admin pages live side by side, `<subject>/worker`, `/admin`. */
const SUBJECTS = ['stamps', 'cancellations', 'requests', 'market'] as const;
/** A file name that says it belongs to one of those subjects (or the spec's other name for requests). */
const SUBJECT_WORD = /stamp|cancel|request|suggestion|market/i;

/**
 * What breaks the subject rule in a list of files (paths relative to src/features): a subject's
 * file in the shift feature, a subject without both sides, a requests feature by the spec's name.
 */
function subjectViolations(files: readonly string[]): string[] {
  const problems = files
    .filter((f) => f.startsWith('shifts/') && SUBJECT_WORD.test(f.split('/').at(-1) ?? ''))
    .map((f) => `${f}: another subject's file in the shift feature`);
  for (const subject of SUBJECTS)
    for (const side of ['worker', 'admin'])
      if (!files.some((f) => f.startsWith(`${subject}/${side}/`)))
        problems.push(`${subject}/${side}/: the subject has no ${side} side`);
  if (files.some((f) => f.startsWith('suggestions/')))
    problems.push('suggestions/: shift requests are `requests` in code');
  return problems;
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

  it('each subject keeps its worker and admin sides, and the shift feature none of them', () => {
    const files = readdirSync(featuresDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => relative(featuresDir, join(e.parentPath, e.name)));
    expect(subjectViolations(files)).toEqual([]);
  });

  it('names a subject file left in shifts, a missing side and the spec’s name for requests', () => {
    const good = SUBJECTS.flatMap((s) => [`${s}/worker/Page.tsx`, `${s}/admin/Page.tsx`]);
    expect(subjectViolations([...good, 'shifts/MyShiftsPage.tsx', 'shifts/admin/ShiftTable.tsx'])).toEqual(
      [],
    );
    expect(subjectViolations([...good, 'shifts/StampForm.tsx', 'shifts/admin/MarketView.tsx'])).toEqual([
      "shifts/StampForm.tsx: another subject's file in the shift feature",
      "shifts/admin/MarketView.tsx: another subject's file in the shift feature",
    ]);
    // A word in a folder above the file is not its name: only the file says what it is.
    expect(subjectViolations([...good, 'shifts/cancelled/Week.tsx'])).toEqual([]);
    expect(subjectViolations(good.filter((f) => f !== 'market/admin/Page.tsx'))).toEqual([
      'market/admin/: the subject has no admin side',
    ]);
    expect(subjectViolations([...good, 'suggestions/SuggestionsPage.tsx'])).toEqual([
      'suggestions/: shift requests are `requests` in code',
    ]);
  });
});
