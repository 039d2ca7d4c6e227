import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleBudget } from './build/bundleBudget.ts';
import { precompress } from './build/precompress.ts';
import { staticClosure } from './build/staticClosure.ts';

// Budgets: what a phone downloads before it can log in or see its shell
// (docs/decisions/005: 150, then 152 and 153 KB for the login route, each with its reason; 154 when
// the admin pages joined the menu and router, decision 101; 155 when the four money
// pages joined the router's lazy map, +0.4 KB of preload lists, decision 117; 156 when the text
// rule every form shares learnt lone surrogates and keys (+0.4 KB, decision 131) and the audit
// page joined the router and menu (+0.1 KB, decision 136): 154.5 → 155.1 KB measured).
const LOGIN_BUDGET_KB = 156;
const WORKER_SHELL_BUDGET_KB = 250;

// The saved query cache is dropped when the app that saved it was another build (its data may
// have another shape): the package version and when this build was made.
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const appVersion = `${version}+${Date.now().toString(36)}`;

// boot.ts's few KB are their own file, so its requests go out before the app's entry is in; a
// cold /shifts downloads its layout and page as one file (each request costs a round trip on a
// phone's connection).
const boot = staticClosure(['src/app/boot.ts']);
const workerShell = staticClosure(['src/app/layouts/UserLayout.tsx', 'src/app/pages/MyShifts.tsx']);

export default defineConfig({
  define: { 'import.meta.env.APP_VERSION': JSON.stringify(appVersion) },
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Tuura',
        short_name: 'Tuura',
        description: 'Työvuorot terveydenhuollon ammattilaisille',
        lang: 'fi',
        theme_color: '#1c7ed6',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        navigateFallback: '/index.html',
        // The server's own pages: the API, and the OpenID provider's (a partner tool's sign-in must
        // reach the server, not the app's shell, decision 122).
        navigateFallbackDenylist: [/^\/api\//, /^\/oidc\//, /^\/\.well-known\//],
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
      },
    }),
    bundleBudget([
      {
        name: 'login route',
        modules: ['app/layouts/BareLayout.tsx', 'features/auth/LoginPage.tsx'],
        maxKb: LOGIN_BUDGET_KB,
      },
      {
        name: 'worker shell',
        modules: ['app/layouts/UserLayout.tsx', 'app/pages/MyShifts.tsx'],
        maxKb: WORKER_SHELL_BUDGET_KB,
      },
    ]),
    precompress(),
    boot.plugin,
    workerShell.plugin,
  ],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    // SOURCEMAP=1 writes source maps, to look into what a chunk holds (not for a deployed build).
    sourcemap: !!process.env.SOURCEMAP,
    rolldownOptions: {
      output: {
        // Gzip works per file, so slivers cost: split only by which pages share each module, the
        // login route's JS came in 48 files and 18 KB gzip more (docs/decisions/005).
        codeSplitting: {
          groups: [
            // boot.ts and its imports, on their own: the entry imports them from there.
            { name: 'boot', test: (id) => boot.has(id), priority: 3 },
            // What the entry imports statically is downloaded at start anyway: one file.
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The login page and what it needs beyond that, in one file; other pages that share
            // a module of it load this file too (after a login it is in the cache already).
            {
              name: 'login',
              test: /src[\\/](features[\\/]auth[\\/]LoginPage|app[\\/]layouts[\\/]BareLayout)\.tsx$/,
              priority: 1,
            },
            // The worker shell's layout and page with all they import, beyond the two above.
            { name: 'worker', test: (id) => workerShell.has(id), priority: 0 },
          ],
        },
      },
    },
  },
});
