// Builds the renderer (renderer/, owned by the UI) into dist/renderer, which the Electron main
// process loads from its app:// protocol and the browser harness serves over loopback.
// Relative asset URLs (base './') work under both; no inline scripts, so the strict CSP
// (script-src 'self') holds.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('./renderer', import.meta.url));

export default defineConfig({
  root,
  base: './',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist/renderer', import.meta.url)),
    emptyOutDir: true,
    target: 'chrome140',
    sourcemap: true,
    // A data: URL for a small asset would need img-src data:, which the CSP does not allow.
    assetsInlineLimit: 0,
  },
  worker: { format: 'es' },
  // Never publish the harness or Node-side folders by accident during `vite` dev.
  server: { host: '127.0.0.1', strictPort: false, fs: { strict: true, allow: [root, fileURLToPath(new URL('./shared', import.meta.url))] } },
});
