import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UI } from '../../src/limits.ts';
import {
  avatarColor,
  avatarContrast,
  avatarHue,
  avatarTextColor,
  nameHash,
} from '../../src/rules/avatarColor.ts';

const HSL = /^hsl\((\d{1,3}), (\d+)%, (\d+)%\)$/;

describe('avatarColor', () => {
  it('uses the saturation and lightness of the spec', () => {
    expect(avatarColor('Maija Meikäläinen')).toMatch(
      new RegExp(`^hsl\\(\\d{1,3}, ${UI.avatarSaturation}%, ${UI.avatarLightness}%\\)$`),
    );
  });

  it('hashes like String.hashCode, so colours stay stable across releases', () => {
    expect(nameHash('')).toBe(0);
    expect(nameHash('a')).toBe(97);
    expect(nameHash('ab')).toBe(97 * 31 + 98);
    expect(avatarColor('a')).toBe(`hsl(97, ${UI.avatarSaturation}%, ${UI.avatarLightness}%)`);
    expect(avatarHue('ab')).toBe((97 * 31 + 98) % 360);
  });

  it('keeps the hue in range when the hash is negative', () => {
    // This name overflows 32 bits to -1189857956, whose remainder -356 must wrap to hue 4.
    const name = 'Maija Meikäläinen';
    expect(nameHash(name)).toBe(-1_189_857_956);
    expect(avatarHue(name)).toBe(4);
  });

  it('gives different names different colours', () => {
    expect(avatarColor('Anna')).not.toBe(avatarColor('Anni'));
  });

  it('treats composed and decomposed ä the same', () => {
    expect(avatarColor('Hämäläinen')).toBe(avatarColor('Ha\u0308ma\u0308la\u0308inen'));
  });

  it('is deterministic and in range for any name (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        const color = avatarColor(name);
        expect(avatarColor(name)).toBe(color);
        const match = HSL.exec(color);
        expect(match).not.toBeNull();
        const hue = Number(match?.[1]);
        expect(Number.isInteger(hue) && hue >= 0 && hue < 360).toBe(true);
      }),
    );
  });

  it('spreads common names over many hues', () => {
    const names = Array.from({ length: 200 }, (_, i) => `Työntekijä ${i}`);
    expect(new Set(names.map(avatarHue)).size).toBeGreaterThan(100);
  });

  it('puts initials in white or black, whichever reaches WCAG AA on the colour (property)', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(['#fff', '#000']).toContain(avatarTextColor(name));
        expect(avatarContrast(name)).toBeGreaterThanOrEqual(4.5);
      }),
    );
    // A blue gets white initials, a yellow black ones.
    const byHue = (hue: number) =>
      Array.from({ length: 2000 }, (_, i) => `n${i}`).find((n) => avatarHue(n) === hue);
    expect(avatarTextColor(byHue(220) ?? '')).toBe('#fff');
    expect(avatarTextColor(byHue(60) ?? '')).toBe('#000');
  });
});
