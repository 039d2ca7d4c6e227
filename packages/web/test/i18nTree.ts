// Locale files as trees of texts, for the tests that compare them.
export type Tree = { [key: string]: unknown };

export const isTree = (value: unknown): value is Tree =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every leaf as a dotted key with its value. */
export function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    isTree(value) ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}
