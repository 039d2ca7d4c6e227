import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleBudget } from './build/bundleBudget.ts';

// Budgets from the web shell issue: what a phone downloads before it can log in or see its shell.
const LOGIN_BUDGET_KB = 150;
const WORKER_SHELL_BUDGET_KB = 250;

export default defineConfig({
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
        navigateFallbackDenylist: [/^\/api\//],
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
      },
    }),
    bundleBudget([
      { name: 'login route', modules: ['features/auth/LoginPage.tsx'], maxKb: LOGIN_BUDGET_KB },
      {
        name: 'worker shell',
        modules: ['app/layouts/UserLayout.tsx', 'features/placeholder/ComingSoonPage.tsx'],
        maxKb: WORKER_SHELL_BUDGET_KB,
      },
    ]),
  ],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { target: 'es2022', sourcemap: false },
});
