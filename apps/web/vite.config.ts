import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server serves the built app from `dist`; in development the API is proxied to it. */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { tsconfigPaths: true },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  // The member bundle (React, router, query, the shared zod contracts, Radix) is about 210 kB
  // gzipped; admin screens are split off and load only under /admin.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 800 },
});
