// What every request body passes before its schema (decision 131): too deep first, then text
// PostgreSQL would not store, each as the field message the client shows; at any depth without
// overflowing a stack, however large the thread's.
import { describe, expect, it } from 'vitest';
import { requestShapeIssue } from '../src/validation.ts';

// Sizes a recursive walk cannot survive (it overflows at 200,000 deep), a quadratic one cannot
// finish in the test's time (prepending 500,000 keys took 35 s), and a list spread as arguments
// overflows a worker's 4 MB stack (600,000 items: 4.8 MB), small enough that the linear walks take
// a fraction of a second beside the other test files (a million each took 2 s on a busy machine).
const DEEP = 200_000;
const LONG_PATH = 500_000;
const WIDE = 600_000;

/** `[[[…]]]` `depth` arrays deep, built without recursion, with `leaf` inside the last. */
function nested(depth: number, leaf: unknown = 'ok') {
  let value: unknown = [leaf];
  for (let i = 1; i < depth; i++) value = [value];
  return { a: value };
}

describe('the request shape check', () => {
  it('passes an ordinary body and one at the depth allowed', () => {
    expect(requestShapeIssue({ name: 'Vuoro', tags: ['a', 'b'] }, 4)).toBeNull();
    // { a: [ [ [ 'ok' ] ] ] }: the object, then three arrays: four levels of four.
    expect(requestShapeIssue(nested(3), 4)).toBeNull();
  });

  it('names the first value nested deeper than allowed', () => {
    expect(requestShapeIssue(nested(4), 4)).toMatchObject({
      path: ['a', '0', '0', '0'],
      params: { key: 'invalid', maxDepth: 4 },
    });
  });

  it('tells depth before text: a NUL far down a too deep body is never walked to', () => {
    expect(requestShapeIssue(nested(100, 'x\u0000'), 64)).toMatchObject({ params: { key: 'invalid' } });
  });

  it('names a NUL or a lone surrogate in a value or a key', () => {
    expect(requestShapeIssue({ note: 'a\u0000b' }, 64)).toMatchObject({
      path: ['note'],
      params: { key: 'invalidCharacter' },
    });
    expect(requestShapeIssue({ inner: { 'k\ud800': 1 } }, 64)).toMatchObject({
      path: ['inner'],
      params: { key: 'invalidCharacter' },
    });
  });

  it('measures a body nested 200,000 deep without recursion, and names a NUL 500,000 deep', () => {
    // A recursive walk overflows any thread's stack long before this (a worker's 4 MB as well).
    expect(requestShapeIssue(nested(DEEP), 64)).toMatchObject({ params: { key: 'invalid' } });
    expect(requestShapeIssue(nested(DEEP), DEEP + 1)).toBeNull();
    // The path to a NUL this deep is built in linear time.
    const issue = requestShapeIssue(nested(LONG_PATH, 'x\u0000'), LONG_PATH + 1);
    expect(issue?.path).toHaveLength(LONG_PATH + 1);
  });

  it('names the first of two bad values, as the body reads', () => {
    expect(requestShapeIssue({ a: 'x\u0000', b: 'y\u0000' }, 64)).toMatchObject({ path: ['a'] });
  });

  it('walks an array of 600,000 items, and finds the NUL in its last', () => {
    const wide = Array.from({ length: WIDE }, () => 'ok');
    expect(requestShapeIssue({ wide }, 64)).toBeNull();
    wide[WIDE - 1] = '\u0000';
    expect(requestShapeIssue({ wide }, 64)).toMatchObject({ path: ['wide', String(WIDE - 1)] });
  });
});
