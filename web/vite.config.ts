import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const root = fileURLToPath(new URL('.', import.meta.url));
const server = 'http://localhost:3000';

// No @vitejs/plugin-react: esbuild's automatic JSX runtime is all the build needs (no fast refresh in dev).
export default defineConfig({
  root,
  publicDir: 'public',
  esbuild: { jsx: 'automatic' },
  plugins: [precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // Over HTTP/1.1 (no TLS, no HTTP/2) a browser opens 6 connections: 60 tiny chunks cost a phone on
        // 3G ten round trips. Chunks under 20 KB merge into one that loads with them anyway (issue 32).
        experimentalMinChunkSize: 20_000,
      },
      // Library noise (zod's comment placement, 'use client' directives): harmless, and it hides real warnings.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' || warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        if (warning.code === 'SOURCEMAP_ERROR') return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api/v4/live': { target: server, ws: true, changeOrigin: true },
      '/api': { target: server, changeOrigin: true },
      '/csrfToken': { target: server, changeOrigin: true },
    },
  },
});
