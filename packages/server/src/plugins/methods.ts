// Which methods a path answers to, so a known path asked with another method gets 405 and an
// Allow header (RFC 9110) rather than a 404 that says the path does not exist.
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Methods routes answer for a concrete path; empty when no route has the path. */
    allowedMethods: (path: string) => string[];
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

/** Records routes as they are added; call before any route is registered. */
export function recordMethods(app: FastifyInstance) {
  const routes: { method: string; pattern: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    // The web app's catch-all would make every path "exist"; it is not an API resource.
    if (route.url === '/*') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, pattern: patternOf(route.url) });
  });
  app.decorate('allowedMethods', (path: string) => {
    const found = new Set(routes.filter((r) => r.pattern.test(path)).map((r) => r.method));
    return [...found].sort();
  });
}
