// Conditional GETs (RFC 9110 §13.1.2): If-None-Match holds `*` or a list of entity tags, compared
// weakly. A proxy that compresses (nginx's gzip) sends the tag back as W/"…", several caches a list.

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether the client's If-None-Match names the current `etag`: then the answer is 304. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const current = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === current);
}
