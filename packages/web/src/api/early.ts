// Requests a cold start sends before the app's code is in (app/boot.ts). The app's first call for
// the same method and URL takes the answer instead of asking again; an answer nobody takes soon
// is dropped (it would be stale).
const EARLY_ANSWER_MAX_AGE_MS = 20_000;

type Early = { response: Promise<Response>; at: number };
const started = new Map<string, Early>();

const keyOf = (method: string, url: string) => `${method} ${url}`;

/** A response read to its end: the connection is free again whether or not anyone takes it. */
async function readFully(pending: Promise<Response>): Promise<Response> {
  const response = await pending;
  const body = await response.arrayBuffer();
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/**
 * Sends a GET now; `takeEarly` hands its answer to the first caller of the same URL. The answer
 * is read at once: one nobody takes (the page had fresh saved data) would otherwise hold its
 * connection open, and a phone has six per site.
 */
export function startEarly(url: string) {
  const key = keyOf('GET', url);
  const response = readFully(fetch(url, { credentials: 'same-origin' }));
  // Nobody may take it (another page, offline): a failure then is nobody's to report.
  response.catch(() => undefined);
  started.set(key, { response, at: Date.now() });
  setTimeout(() => started.get(key)?.response === response && started.delete(key), EARLY_ANSWER_MAX_AGE_MS);
}

/** The early answer for this request, once; undefined when none was sent or it is too old. */
export function takeEarly(method: string, url: string): Promise<Response> | undefined {
  const key = keyOf(method, url);
  const early = started.get(key);
  started.delete(key);
  return early && Date.now() - early.at <= EARLY_ANSWER_MAX_AGE_MS ? early.response : undefined;
}
