// Whether an upload's first bytes agree with the type its name claims (docs/decisions/109). The
// name picks the type (domain `uploadTypeOfName`); the content must be that type by its magic
// bytes (`file-type`). Text, CSV and SVG have no magic: text must be UTF-8 without NUL bytes,
// and an SVG must be XML whose first element is <svg> (it is always served as an attachment
// under a sandboxing CSP, so a script inside cannot run in our origin either way).
import type { UploadMimeType } from '@tuura/domain';
import { fileTypeFromBuffer } from 'file-type';

/** Enough for every signature file-type reads, and for an SVG's prolog. */
export const SNIFF_BYTES = 4100;

const CFB = 'application/x-cfb';
const ZIP = 'application/zip';

/** What `file-type` may call each accepted type's content. */
const CONTENT_OF: Record<Exclude<UploadMimeType, 'text/plain' | 'text/csv' | 'image/svg+xml'>, string[]> = {
  'image/png': ['image/png', 'image/apng'],
  'image/jpeg': ['image/jpeg'],
  'image/gif': ['image/gif'],
  'image/webp': ['image/webp'],
  'image/avif': ['image/avif'],
  'application/pdf': ['application/pdf'],
  // The legacy Office formats are compound files; which one is told by streams deep inside.
  'application/msword': ['application/msword', CFB],
  'application/vnd.ms-excel': ['application/vnd.ms-excel', CFB],
  'application/vnd.ms-powerpoint': ['application/vnd.ms-powerpoint', CFB],
  // The Office Open formats are zip files; the first bytes may not reach the entry that names them.
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ZIP,
  ],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': [
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ZIP,
  ],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': [
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ZIP,
  ],
  'application/rtf': ['application/rtf'],
  'application/vnd.rar': ['application/x-rar-compressed', 'application/vnd.rar'],
  'application/x-rar-compressed': ['application/x-rar-compressed', 'application/vnd.rar'],
};

/** UTF-8 text without NUL bytes; a character cut at the end of the sample is fine. */
function isText(head: Uint8Array, complete: boolean): boolean {
  if (head.includes(0)) return false;
  // Up to 3 bytes of a character may be cut off at the end of an incomplete sample.
  for (let cut = 0; cut <= (complete ? 0 : 3) && cut < head.length + 1; cut++) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - cut));
      return true;
    } catch {
      // try one byte shorter
    }
  }
  return false;
}

/** XML (after an optional BOM, declaration, comments and doctype) whose first element is <svg>. */
function isSvg(head: Uint8Array, complete: boolean): boolean {
  if (!isText(head, complete)) return false;
  const text = new TextDecoder().decode(head).replace(/^\uFEFF/, '');
  const prolog =
    /^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>/]/i;
  return prolog.test(text);
}

/**
 * True when `head` (the first SNIFF_BYTES, or the whole file when `complete`) is content of the
 * claimed type.
 */
export async function contentMatches(claimed: UploadMimeType, head: Uint8Array, complete: boolean) {
  const detected = (await fileTypeFromBuffer(head))?.mime;
  if (claimed === 'text/plain' || claimed === 'text/csv')
    return detected === undefined && isText(head, complete);
  if (claimed === 'image/svg+xml')
    return (detected === undefined || detected === 'application/xml') && isSvg(head, complete);
  return detected !== undefined && CONTENT_OF[claimed].includes(detected);
}
