import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = process.env.API_URL ?? 'http://127.0.0.1:3000';
const proxied = ['/api', '/admin', '/user', '/create-payment-intent', '/uploads'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      '@chaka/contract': path.resolve(import.meta.dirname, '../../packages/contract/src/index.ts'),
    },
  },
  server: {
    port: 5173,
    // The API sees the page's own origin, so its cookie and origin checks behave as in production.
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiServer, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Read by scripts/check-budget.mjs to add up what each page loads first.
    manifest: true,
    chunkSizeWarningLimit: 300,
  },
});
