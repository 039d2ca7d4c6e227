// What a file or directory name may be (docs/decisions/127), one rule for the upload part's own
// name, the `filename` field and a rename: a name, not a path, that every listing, download
// header and file system shows as it was meant.
//
// - No control character anywhere (NUL, tab, LF, CR, bell, DEL, C1): PostgreSQL refuses a NUL,
//   and the others break the listings and a download's Content-Disposition. Nor the bidi
//   overrides and isolates (`\u202Egnp.exe`) that reorder what people read.
// - No path separator, `/` or `\`.
// - Spaces around it are trimmed, as in every text field; what is left may not end with a dot
//   (Windows drops it, so `raportti.` and `raportti` would be one file there).
// - NFC: `ä` typed as `a` + combining diaeresis is stored as the one letter, so two names that
//   look alike are alike.
// - At most 255 bytes in UTF-8, the common file-system limit (ext4, APFS, NTFS in UTF-16 units
//   are at least this).

import { FILES } from '../limits.ts';

/** Bytes of UTF-8 a name may take (the one limit, `FILES.filename`). */
export const FILE_NAME_MAX_BYTES = FILES.filename;

/** Controls (C0, DEL, C1) and bidi embeddings, overrides and isolates. */
const CONTROL = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
const SEPARATOR = /[/\\]/;

/** The field message key of what is wrong with a name, or null when it is a name. */
export type FileNameProblem = 'required' | 'invalidCharacter' | 'fileNameEnd' | 'maxBytes';

/** The name as it is stored: trimmed and NFC (checks are on the raw name, see below). */
export const normalizeFileName = (raw: string) => raw.trim().normalize('NFC');

/**
 * What is wrong with a name as sent, or null. A control character counts wherever it is, the
 * ends included: a trailing LF is refused, not trimmed away unseen.
 */
export function fileNameProblem(raw: string): FileNameProblem | null {
  if (CONTROL.test(raw)) return 'invalidCharacter';
  const name = normalizeFileName(raw);
  if (name === '') return 'required';
  if (SEPARATOR.test(name)) return 'invalidCharacter';
  if (name.endsWith('.')) return 'fileNameEnd';
  if (new TextEncoder().encode(name).length > FILE_NAME_MAX_BYTES) return 'maxBytes';
  return null;
}
