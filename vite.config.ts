import path from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootStages } from './scripts/lib/boot-stages.ts';
import { landingChunks } from './scripts/lib/landing-chunks.ts';
import { precompress } from './scripts/lib/vite-precompress.ts';
import { routePaths } from './scripts/lib/vite-route-paths.ts';
import { routePreloads } from './scripts/lib/vite-route-preloads.ts';

/** Where `npm run dev` / `npx vite` forwards API calls: the Express server (tsx server/main.ts). */
const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 3000}`;
const proxied = { target: apiTarget, changeOrigin: false };
/** The route tree TanStack Router generates from client/routes (its paths also go into the build: route-paths). */
const ROUTE_TREE = 'client/routeTree.gen.ts';

/** The router plugin must run before react() so route files are code-split before JSX is compiled. */
const appPlugins = () => [
  tanstackRouter({
    target: 'react',
    autoCodeSplitting: true,
    routesDirectory: 'client/routes',
    generatedRouteTree: ROUTE_TREE,
    quoteStyle: 'single',
  }),
  react(),
];

/**
 * `vite build --ssr client/entry-server.tsx`: the server entry of the public pages into dist/ssr, with
 * every package it uses bundled in (ssr.noExternal): the production image keeps only the server's dependencies, and
 * React, Mantine and the router are not among them. The server loads it at run time (server/lib/server-rendering.ts).
 */
const ssrConfig = defineConfig({
  plugins: appPlugins(),
  publicDir: false,
  // React and the libraries in their production builds, as the browser gets them.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    outDir: 'dist/ssr',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});

const clientConfig = defineConfig({
  plugins: [
    ...appPlugins(),
    // Brotli and gzip copies of the assets (server/lib/precompressed.ts serves them).
    precompress(),
    // Each route's chunks, for the server to announce in the HTML of that route (server/lib/route-preloads.ts).
    routePreloads(import.meta.dirname),
    // Every path pattern of the router, for the server to answer 404 for the paths none matches (server/lib/route-paths.ts).
    routePaths(path.join(import.meta.dirname, ROUTE_TREE)),
    // A handful of chunks for the pages people land on (public simulation, login, dashboard) instead of dozens: the
    // build runs twice, the first pass only to learn which modules each page uses (scripts/lib/landing-chunks.ts).
    landingChunks(import.meta.dirname),
    // The chunks of client/main.tsx's start-up stages, announced in index.html (scripts/lib/boot-stages.ts).
    bootStages(),
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

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrConfig : clientConfig));
