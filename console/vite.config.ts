/**
 * Builds the console into `console/dist` (served by the Fastify process at `/`). Run by
 * `scripts/build-console.mjs` on `npm install` and, when the sources changed since, on `npm start`.
 * esbuild compiles the TSX itself (no React plugin: there is no dev server to hot-reload).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  logLevel: 'warn',
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The CSP allows scripts and styles from the origin only: no inline module-preload polyfill.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
});
