import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The API server serves the built app from `dist`; in development the API is proxied to it.
 * Chunks (decision 008): every route is its own lazy chunk (app/router.tsx); the framework every
 * route needs (React, the router, the query cache) is one long-cached chunk; zod and the shared
 * contracts are another, loaded with the first screen that parses an answer, not with the entry;
 * react-hook-form and its resolvers are a third, loaded with the first form (decision 011).
 * Admin screens load only under /admin. scripts/prerender.mjs then writes the public pages and the
 * .br and .gz copies of every file.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { tsconfigPaths: true },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'react-hook-form', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
          ],
        },
      },
    },
  },
});
