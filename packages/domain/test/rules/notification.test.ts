import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION } from '../../src/limits.ts';
import { shortText } from '../../src/rules/notification.ts';

const N = NOTIFICATION.shortTextLength;
const codePoints = (s: string) => Array.from(s).length;
/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('shortText', () => {
  it('keeps a short text whole', () => {
    expect(shortText('Uusi vuoro julkaistu')).toBe('Uusi vuoro julkaistu');
  });

  it('cuts a long text at the limit', () => {
    const long = 'x'.repeat(N + 20);
    expect(shortText(long)).toBe('x'.repeat(N));
  });

  it('keeps a text of exactly the limit', () => {
    expect(shortText('y'.repeat(N))).toHaveLength(N);
  });

  it('counts an emoji as one character and never cuts it in half', () => {
    const text = `${'a'.repeat(N - 1)}😀😀😀`;
    expect(shortText(text)).toBe(`${'a'.repeat(N - 1)}😀`);
    expect(shortText('😀'.repeat(N + 5))).toBe('😀'.repeat(N));
  });

  it('trims whitespace left at the end of the cut', () => {
    expect(shortText(`${'a'.repeat(N - 3)}    and more`)).toBe('a'.repeat(N - 3));
    expect(shortText('hello   ')).toBe('hello');
  });

  it('gives an empty string for no text', () => {
    expect(shortText('')).toBe('');
    expect(shortText(null)).toBe('');
    expect(shortText(undefined)).toBe('');
  });

  it('is a prefix of the text, at most the limit in code points, with valid UTF-16 (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: N * 2 }), (text) => {
        const short = shortText(text);
        expect(text.startsWith(short)).toBe(true);
        expect(codePoints(short)).toBeLessThanOrEqual(N);
        expect(LONE_SURROGATE.test(short)).toBe(false);
        expect(short).toBe(short.trimEnd());
      }),
    );
  });

  it('is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: N * 2 }), (text) => {
        expect(shortText(shortText(text))).toBe(shortText(text));
      }),
    );
  });
});
