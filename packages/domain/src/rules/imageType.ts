// Which image an upload really is, read from its first bytes (its "magic number"), never from the
// name or the type the browser claims: a script renamed to .png is not an image (decision 108).
// The organisation's logo also takes SVG, recognised by its root element (decision 123).
import type { AVATAR, LOGO } from '../limits.ts';

export type AvatarContentType = (typeof AVATAR.contentTypes)[number];
export type LogoContentType = (typeof LOGO.contentTypes)[number];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The accepted image type these bytes begin with, or null for anything else (SVG included). */
export function detectImageType(bytes: Uint8Array): AvatarContentType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** How much of a file the web reads to recognise a logo: enough for an SVG's prolog and comments. */
export const LOGO_SNIFF_BYTES = 4096;

// Before an SVG's root only an optional BOM, whitespace, an XML declaration, comments and a
// doctype may come; the first element must be <svg (no namespace prefix). A comment's body may not
// run past its own `-->`, and comments and doctype share one group: nested lazy groups backtracked
// exponentially on a run of comments (a 250-byte upload held the server for minutes).
const SVG_ROOT =
  /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--(?:(?!-->)[\s\S])*-->|<!DOCTYPE\s+svg[^>[]*>)\s*)*<svg[\s>/]/;

/** A logo's type: PNG, JPEG or WebP by signature, SVG by its root element; null for anything else. */
export function detectLogoType(bytes: Uint8Array): LogoContentType | null {
  const raster = detectImageType(bytes);
  if (raster === 'image/gif') return null;
  if (raster) return raster;
  const head = new TextDecoder().decode(bytes.subarray(0, LOGO_SNIFF_BYTES));
  return SVG_ROOT.test(head) ? 'image/svg+xml' : null;
}
