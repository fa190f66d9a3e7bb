import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `npm run dev` serves the app on Vite's port and forwards API calls to the real server,
// so the browser sees one origin exactly as it does in production.
export default defineConfig({
  plugins: [react()],
  server: {
    // ws: the deposition assistant's live channel is a WebSocket under /api.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false, ws: true } },
  },
  build: {
    // The manifest lets scripts/measure-bundle.mjs find what the first page really loads.
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // One entry of ~650 KB minified (~200 KB gzip) is expected; the budget is checked by measure-bundle.
    chunkSizeWarningLimit: 800,
  },
});
