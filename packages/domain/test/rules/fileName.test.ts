// The file name rule (docs/decisions/127): hand-worked cases of each refusal and of what is kept,
// then properties over generated names.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX_BYTES, fileNameProblem, normalizeFileName } from '../../src/rules/fileName.ts';
import { filename } from '../../src/schemas/file.ts';
import { parseWithMessages } from '../../src/validation.ts';

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

describe('file name rule: hand-worked cases', () => {
  it.each([
    ['a\u0000b.pdf', 'invalidCharacter'], // NUL, which PostgreSQL refuses
    ['a\tb.pdf', 'invalidCharacter'],
    ['a\nb.pdf', 'invalidCharacter'],
    ['a\r\nb.pdf', 'invalidCharacter'],
    ['a\u0007b.pdf', 'invalidCharacter'], // bell
    ['a\u007fb.pdf', 'invalidCharacter'], // DEL
    ['a\u0085b.pdf', 'invalidCharacter'], // C1 next line
    ['raportti.pdf\n', 'invalidCharacter'], // at the end too: refused, not trimmed away
    ['\u202Efdp.exe', 'invalidCharacter'], // right-to-left override
    ['kansio/raportti.pdf', 'invalidCharacter'],
    ['..\\raportti.pdf', 'invalidCharacter'],
    ['/', 'invalidCharacter'],
    ['raportti.', 'fileNameEnd'],
    ['raportti. ', 'fileNameEnd'], // trimmed to `raportti.`
    ['..', 'fileNameEnd'],
    ['', 'required'],
    ['   ', 'required'],
    [`${'x'.repeat(252)}.pdf`, 'maxBytes'], // 256 bytes
    [`${'ä'.repeat(126)}.pdf`, 'maxBytes'], // 126 × 2 + 4 = 256 bytes in 130 letters
  ])('refuses %j: %s', (raw, key) => {
    expect(fileNameProblem(raw)).toBe(key);
    const parsed = parseWithMessages(filename, raw);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(Object.values(parsed.fields)[0]?.key).toBe(key);
  });

  it.each([
    ['Todistus äö.pdf', 'Todistus äö.pdf'],
    ['  Lomahakemus.pdf  ', 'Lomahakemus.pdf'],
    ['.profiili', '.profiili'], // a leading dot is a name
    ['a\u0308iti.pdf', 'äiti.pdf'], // a + combining diaeresis becomes the one letter ä
    [`${'x'.repeat(251)}.pdf`, `${'x'.repeat(251)}.pdf`], // exactly 255 bytes
    [`${'ä'.repeat(125)}.pdf`, `${'ä'.repeat(125)}.pdf`], // 254 bytes
    ['Ohje (2).docx', 'Ohje (2).docx'],
  ])('keeps %j as %j', (raw, stored) => {
    expect(fileNameProblem(raw)).toBeNull();
    expect(normalizeFileName(raw)).toBe(stored);
    expect(filename.parse(raw)).toBe(stored);
  });
});

describe('file name rule: properties', () => {
  const anyName = fc.string({ unit: 'binary', maxLength: 300 });

  it('whatever it accepts is stored without controls or separators, NFC, trimmed, in 255 bytes', () => {
    fc.assert(
      fc.property(anyName, (raw) => {
        if (fileNameProblem(raw) !== null) return;
        const stored = filename.parse(raw);
        expect(stored).toBe(normalizeFileName(raw));
        expect(stored).not.toMatch(/[\p{Cc}/\\]/u);
        expect(stored).toBe(stored.normalize('NFC'));
        expect(stored).toBe(stored.trim());
        expect(stored.length).toBeGreaterThan(0);
        expect(stored.endsWith('.')).toBe(false);
        expect(bytes(stored)).toBeLessThanOrEqual(FILE_NAME_MAX_BYTES);
      }),
    );
  });

  it('refuses a control character or a separator put anywhere in a good name', () => {
    const bad = fc.constantFrom('\u0000', '\t', '\n', '\r', '\u0007', '\u001b', '\u007f', '/', '\\');
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zäö]{1,40}$/), bad, fc.nat(), (good, char, at) => {
        const i = at % (good.length + 1);
        const raw = `${good.slice(0, i)}${char}${good.slice(i)}.pdf`;
        expect(fileNameProblem(raw)).toBe('invalidCharacter');
        expect(parseWithMessages(filename, raw).success).toBe(false);
      }),
    );
  });

  it('the schema and the rule agree on every name, and accepting twice changes nothing', () => {
    fc.assert(
      fc.property(anyName, (raw) => {
        const parsed = parseWithMessages(filename, raw);
        expect(parsed.success).toBe(fileNameProblem(raw) === null);
        if (parsed.success) expect(filename.parse(parsed.data)).toBe(parsed.data);
      }),
    );
  });
});
