import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // In development the API runs on its own port; the built app is served by the API itself.
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
