// Avatar colour from the user's name (spec §2): the same name always gets the same hue.
import { UI } from '../limits.ts';

const HUES = 360;

/** A stable 32-bit string hash (Java's String.hashCode over code points). */
export function nameHash(name: string): number {
  let hash = 0;
  for (const char of name.normalize('NFC')) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return hash;
}

/** Hue 0–359 for a name. */
export const avatarHue = (name: string) => ((nameHash(name) % HUES) + HUES) % HUES;

export const avatarColor = (name: string) =>
  `hsl(${avatarHue(name)}, ${UI.avatarSaturation}%, ${UI.avatarLightness}%)`;

/** sRGB channels 0–1 of an HSL colour (CSS Color 4 conversion). */
function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

/** WCAG relative luminance of sRGB channels 0–1. */
function luminance([r, g, b]: [number, number, number]) {
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/**
 * Initials on the avatar colour: white or black, whichever contrasts more. On these colours the
 * better one always reaches WCAG AA (4.5:1); white alone fails on yellows, greens and cyans.
 */
export function avatarTextColor(name: string): '#fff' | '#000' {
  const l = luminance(hslToRgb(avatarHue(name), UI.avatarSaturation / 100, UI.avatarLightness / 100));
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#fff' : '#000';
}

/** WCAG contrast ratio of the avatar colour against its text colour. */
export function avatarContrast(name: string): number {
  const l = luminance(hslToRgb(avatarHue(name), UI.avatarSaturation / 100, UI.avatarLightness / 100));
  return avatarTextColor(name) === '#fff' ? 1.05 / (l + 0.05) : (l + 0.05) / 0.05;
}
