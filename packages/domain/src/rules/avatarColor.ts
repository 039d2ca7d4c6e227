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
