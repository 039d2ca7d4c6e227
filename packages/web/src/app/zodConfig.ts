// Zod without its eval-compiled parsers: the page's CSP (script-src 'self', no 'unsafe-eval')
// would report zod's `new Function` probe as a violation. Zod keeps its configuration on this
// global (shared by every copy of zod), so setting it here costs the entry chunk no zod code;
// test/zodConfig.test.ts checks zod still reads it. Imported first by main.tsx.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
