// One load run: a fixed number of keep-alive connections, each sending its next request as soon
// as its last answer is in, for a fixed time. node:http's client (llhttp) rather than autocannon:
// at the deadline each connection finishes the request it has in flight, so a run leaves no
// backlog queued in the server that the next run (or the next scenario's SQL capture) would meet.
import http from 'node:http';

/**
 * `bodies`: each request takes the next of them in turn instead of `body` (requests that must
 * not all touch the same rows).
 * @param {{ url: string, method: string, headers: Record<string,string>, body?: string,
 *   bodies?: string[], urls?: string[], connections: number, seconds: number }} o
 */
/** Where each list of `urls` is: the next run of the same scenario goes on from there. */
const urlCursor = new WeakMap();

export async function load(o) {
  const target = new URL(o.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
  let sent = 0;
  const nextBody = () => (o.bodies?.length ? o.bodies[sent++ % o.bodies.length] : o.body);
  // `urls`: each request goes to the next of them (each reservation needs its own open shift),
  // carried on across the runs of one scenario (the warm-up's are taken already).
  const nextTarget = () => {
    if (!o.urls?.length) return target;
    const at = urlCursor.get(o.urls) ?? 0;
    urlCursor.set(o.urls, at + 1);
    return new URL(o.urls[at % o.urls.length]);
  };
  const latencies = [];
  const statuses = {};
  let errors = 0;
  const once = () =>
    new Promise((resolve) => {
      const body = nextBody();
      const to = nextTarget();
      const headers = { ...o.headers, ...(body && { 'content-length': String(Buffer.byteLength(body)) }) };
      const t = performance.now();
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: to.pathname + to.search,
          method: o.method,
          headers,
          agent,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - t);
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            resolve();
          });
        },
      );
      req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('timed out')));
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(body);
    });
  const started = performance.now();
  const until = started + o.seconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: o.connections }, async () => {
        while (performance.now() < until) await once();
      }),
    );
  } finally {
    agent.destroy();
  }
  const elapsedS = (performance.now() - started) / 1000;
  const non2xx = Object.entries(statuses)
    .filter(([code]) => !code.startsWith('2'))
    .reduce((n, [, count]) => n + count, 0);
  return {
    connections: o.connections,
    seconds: Number(elapsedS.toFixed(3)),
    requests: latencies.length,
    rps: latencies.length / elapsedS,
    ...percentiles(latencies),
    errors,
    non2xx,
    statuses,
  };
}

// Long: a request the client gave up on would go on running in the server after the run.
const REQUEST_TIMEOUT_MS = 60_000;

/** p50/p95/p99/max of samples in ms (nearest rank); nulls when there are none. */
export function percentiles(samples) {
  if (samples.length === 0) return { p50: null, p95: null, p99: null, max: null };
  const sorted = Float64Array.from(samples).sort();
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1] };
}
