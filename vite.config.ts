import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/lib/vite-precompress.ts';

/** Where `npm run dev` / `npx vite` forwards API calls: the Express server (tsx server/main.ts). */
const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 3000}`;
const proxied = { target: apiTarget, changeOrigin: false };

export default defineConfig({
  // The router plugin must run before react() so route files are code-split before JSX is compiled.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'client/routes',
      generatedRouteTree: 'client/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    precompress(),
  ],
  publicDir: 'client/public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/trpc': proxied, '/api': proxied, '/uploads': proxied, '/healthz': proxied },
  },
  preview: {
    proxy: { '/trpc': proxied, '/api': proxied, '/uploads': proxied },
  },
});
