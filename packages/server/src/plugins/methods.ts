// Which methods a path answers to, so a known path asked with another method gets 405 and an
// Allow header (RFC 9110) rather than a 404 that says the path does not exist.
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Methods the routes naming a concrete path most exactly answer (a written segment before a
     * parameter, as the router picks); empty when no route has the path.
     */
    allowedMethods: (path: string) => string[];
    /**
     * When a route matched `path` only through a parameter while a route written for the path
     * more exactly exists with other methods (`PUT /api/shifts/count/admin` reaching
     * `PUT /api/shifts/:id/admin` beside `GET /api/shifts/count/admin`): that path's methods,
     * for a 405. Otherwise null: the matched route is the path's own.
     */
    methodsOwningPath: (path: string, matchedUrl: string) => string[] | null;
  }
}

const escapeRegex = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** `/api/shifts/:id/worker` → a regex for concrete paths; `*` matches the rest of the path. */
const patternOf = (url: string) =>
  new RegExp(
    `^${escapeRegex(url)
      .replace(/:[A-Za-z0-9_]+/g, '[^/]+')
      .replace(/\*/g, '.*')}$`,
  );

/**
 * How exactly a route's URL names a path, segment by segment as the router ranks them: a written
 * segment before a parameter before a wildcard. Lower sorts first.
 */
const rankOf = (url: string) =>
  url.split('/').map((segment) => (segment.includes('*') ? 2 : segment.includes(':') ? 1 : 0));

function compareRanks(a: number[], b: number[]) {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return 0;
}

/** Paths the web app's catch-all answers with its page (app.ts registerWeb keeps the others). */
const isPagePath = (path: string) => !/^\/(api|assets|oidc)\//.test(path);

/** Records routes as they are added; call before any route is registered. */
export function recordMethods(app: FastifyInstance) {
  const routes: { method: string; url: string; pattern: RegExp; rank: number[] }[] = [];
  // The web app's catch-all (GET of any page path): recorded apart, or every API path would exist.
  let webPages = false;
  app.addHook('onRoute', (route) => {
    if (route.url === '/*') {
      webPages = true;
      return;
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      routes.push({ method, url: route.url, pattern: patternOf(route.url), rank: rankOf(route.url) });
  });
  /** The methods of the routes naming `path` most exactly (as the router would pick them). */
  const methodsOfExactest = (matching: typeof routes) => {
    if (matching.length === 0) return [];
    const best = matching.reduce((a, b) => (compareRanks(b.rank, a.rank) < 0 ? b : a));
    const own = matching.filter((r) => compareRanks(r.rank, best.rank) === 0).map((r) => r.method);
    return [...new Set(own)].sort();
  };
  app.decorate('allowedMethods', (path: string) => {
    const own = methodsOfExactest(routes.filter((r) => r.pattern.test(path)));
    // A page of the web app (`/admin/users`) is GET only, as the catch-all serves it (decision 131).
    return own.length === 0 && webPages && isPagePath(path) ? ['GET', 'HEAD'] : own;
  });
  // Per matched route, the routes that could name its paths more exactly: most have none, and
  // a request then tests no pattern at all.
  const exacterThan = new Map<string, typeof routes>();
  const candidatesFor = (matchedUrl: string) => {
    let found = exacterThan.get(matchedUrl);
    if (!found) {
      const rank = rankOf(matchedUrl);
      // Without a wildcard a pattern matches paths of its own number of segments only.
      const sameLength = (r: (typeof routes)[number]) =>
        r.rank.length === rank.length || r.rank.includes(2) || rank.includes(2);
      found = routes.filter((r) => r.url !== matchedUrl && sameLength(r) && compareRanks(r.rank, rank) < 0);
      exacterThan.set(matchedUrl, found);
    }
    return found;
  };
  app.decorate('methodsOwningPath', (path: string, matchedUrl: string) => {
    const exacter = candidatesFor(matchedUrl).filter((r) => r.pattern.test(path));
    return exacter.length === 0 ? null : methodsOfExactest(exacter);
  });
}
