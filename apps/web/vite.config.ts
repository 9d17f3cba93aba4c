import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const catalogs = path.resolve(import.meta.dirname, '../../packages/contract/src/i18n/catalogs');
const apiServer = process.env.API_URL ?? 'http://127.0.0.1:3000';
const proxied = ['/api', '/admin', '/user', '/create-payment-intent', '/uploads'];

/**
 * The contract's catalogs (JSON, id -> ICU message) reach the browser compiled into Lingui's form,
 * so the page needs no message parser (docs/decisions/016-bangla-and-english.md).
 */
function compiledCatalogs(): Plugin {
  return {
    name: 'chaka:compiled-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(`${catalogs}/`) || !id.endsWith('.json')) return null;
      const source = JSON.parse(code) as Record<string, string>;
      const compiled = Object.entries(source).map(([key, message]) => {
        const parts = compileMessage(message);
        // A sentence without placeholders stays a plain string, readable where it is used as one.
        return [key, parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts];
      });
      return { code: JSON.stringify(Object.fromEntries(compiled)), map: null };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [compiledCatalogs(), react(), tailwindcss()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` },
      // A page imports the catalog of its own area only (src/lib/i18n).
      { find: /^@chaka\/contract\/catalogs\//, replacement: `${catalogs}/` },
      {
        find: /^@chaka\/contract$/,
        replacement: path.resolve(import.meta.dirname, '../../packages/contract/src/index.ts'),
      },
    ],
  },
  server: {
    port: 5173,
    // The API sees the page's own origin, so its cookie and origin checks behave as in production.
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiServer, changeOrigin: false }])),
  },
  // `vite build --ssr src/entry-server.tsx` writes the server's render of the public screens
  // beside the browser's build, never into it (the server sends every file of dist).
  build: isSsrBuild
    ? { outDir: 'dist-server', sourcemap: true, emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        sourcemap: true,
        // Read by scripts/check-budget.mjs to add up what each page loads first.
        manifest: true,
        chunkSizeWarningLimit: 300,
        rolldownOptions: {
          output: {
            // The small modules every page shares (the language, the page title, the settings) travel
            // in one chunk instead of several tiny ones, each with its own overhead.
            codeSplitting: {
              groups: [
                {
                  name: 'shared',
                  test: /src\/lib\/(i18n\/(i18n|rich)|page-title|config|use-hydrated)\.tsx?|contract\/src\/i18n\/locales\.ts/,
                },
                // A product card's small pieces, which the home page and the shop load together.
                {
                  name: 'product-card',
                  // Its own modules only: what they import (React, the router) stays where it was.
                  includeDependenciesRecursively: false,
                  test: /src\/components\/(product-card|fits-your-car|part-image|vehicle-name|ui\/line-icon)\.tsx|src\/lib\/catalogue\.ts|contract\/src\/(vehicle-names|images)\.ts/,
                },
              ],
            },
          },
        },
      },
}));
