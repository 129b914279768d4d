/**
 * Bundle budgets: the JavaScript a page needs before it can show itself (gzip), against a minimal app on the same
 * stack built in the same run with the same Vite (scripts/bench/minimal-app, copied to a temp dir that borrows the
 * project's node_modules). Reported, not a goal: the framework alone is the floor, and what people feel is measured
 * instead (the public page's Lighthouse LCP and TBT, the board's timings; docs/performance.md).
 *
 * "Initial JS" of a page: the entry (index.html's script) with every chunk it imports statically (Vite manifest,
 * build.manifest), plus the component chunks of the page's matched routes (the TanStack Router plugin splits each
 * route file into `<file>?tsr-split=component`) with every chunk they import statically, as the build lists them in
 * .vite/route-preloads.json (scripts/lib/vite-route-preloads.ts; the server announces the same files in the page's
 * HTML). That is what the browser fetches before it renders the page. Dynamic imports (lazy parts loaded after the
 * first render, other routes) are not counted. Every file is gzipped here at level 9, so both apps are measured the
 * same way.
 *
 *   npx tsx scripts/bench/bundle.ts          (also part of `npm run bench`)
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { initialChunks } from '../lib/boot-stages.ts';
import { importClosure } from '../lib/chunk-graph.ts';
import { precompress } from '../lib/vite-precompress.ts';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../lib/vite-route-preloads.ts';
import { buildClient, buildServerEntry } from './browser-app.ts';

const root = path.resolve(import.meta.dirname, '../..');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageBundle {
  label: string;
  /** gzip bytes of the page's initial JS. */
  js: number;
  /** gzip bytes of the CSS those chunks bring (index.html's stylesheet included). */
  css: number;
  chunks: { file: string; gzip: number }[];
}

export interface BundleBench {
  minimal: PageBundle;
  pages: (PageBundle & { ratio: number })[];
  vite: string;
}

/** The pages measured: their route files (root first). */
const PAGES = [
  { label: 'equipe: /login', routes: ['login.tsx'] },
  { label: 'equipe: /account/dashboard', routes: ['_auth.tsx', '_auth/account/dashboard.tsx'] },
  { label: 'pública: /simulacao/imobiliaria/<usuário>', routes: ['simulacao/imobiliaria.$username.tsx'] },
] as const;

/** A manifest chunk's static imports; a key the manifest lacks is a broken build. */
const manifestImports = (manifest: Manifest) => (key: string) => {
  if (!manifest[key]) throw new Error(`manifesto sem ${key}`);
  return manifest[key].imports ?? [];
};

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The files a page needs first: index.html's entry with its static imports and its boot stages (scripts/lib/boot-stages.ts), and each route's component chunk with its static imports (.vite/route-preloads.json, written by the build: scripts/lib/vite-route-preloads.ts). */
function initialFiles(outDir: string, routeFiles: readonly string[]): { js: string[]; css: string[] } {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const preloads = JSON.parse(readFileSync(path.join(outDir, ROUTE_PRELOADS_FILE), 'utf8')) as RoutePreloads;
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('manifesto sem entrada (index.html)');
  const chunks = [...initialChunks({ fileName: entry, dynamicImports: manifest[entry].dynamicImports ?? [] }, manifestImports(manifest))].map((k) => manifest[k]);
  const js = new Set(chunks.map((c) => c.file));
  const css = new Set(chunks.flatMap((c) => c.css ?? []));
  for (const routeFile of routeFiles) {
    // A route without its own component chunk (nothing to split) lives in the entry.
    const route = preloads.routes[routeFile.replace(/\.tsx$/, '')];
    for (const f of route?.js ?? []) js.add(f);
    for (const f of route?.css ?? []) css.add(f);
  }
  return { js: [...js], css: [...css] };
}

function measurePage(outDir: string, label: string, routeFiles: readonly string[]): PageBundle {
  const initial = initialFiles(outDir, routeFiles);
  const files = initial.js.map((file) => ({ file, gzip: gzipSize(path.join(outDir, file)) })).sort((a, b) => b.gzip - a.gzip);
  return {
    label,
    js: files.reduce((sum, f) => sum + f.gzip, 0),
    css: initial.css.reduce((sum, f) => sum + gzipSize(path.join(outDir, f)), 0),
    chunks: files,
  };
}

/** Copies the minimal app's template to `dir` next to the project's node_modules and builds it into `outDir` (compressed copies too, as the product's build, so Lighthouse compares like with like). */
async function buildMinimal(dir: string, outDir: string): Promise<void> {
  cpSync(path.join(import.meta.dirname, 'minimal-app'), dir, { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  await build({ root: dir, configFile: false, logLevel: 'error', plugins: [react(), precompress()], build: { outDir, emptyOutDir: true, manifest: true } });
}

export interface Builds {
  /** The product's client (served by the browser benchmarks too). */
  productDir: string;
  /** The product's server entry of the public pages (server-rendered in the Lighthouse audit, as in production). */
  productSsrDir: string;
  /** The minimal app's client. */
  minimalDir: string;
}

/** Builds the product (its own vite.config.ts) and the minimal app under `tmp`; dist/ is left alone. */
export async function buildBoth(tmp: string): Promise<Builds> {
  const productDir = path.join(tmp, 'product');
  const minimalDir = path.join(tmp, 'minimal-out');
  const productSsrDir = path.join(tmp, 'product-ssr');
  await buildClient(productDir);
  await buildServerEntry(productSsrDir);
  mkdirSync(path.join(tmp, 'minimal'), { recursive: true });
  await buildMinimal(path.join(tmp, 'minimal'), minimalDir);
  return { productDir, productSsrDir, minimalDir };
}

function measureMinimal(outDir: string): PageBundle {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  // The minimal app's page is its only route, code-split with lazyRouteComponent.
  const pageKey = Object.keys(manifest).find((k) => k.endsWith('routes/Page.tsx'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!pageKey || !entry) throw new Error('app mínimo sem a entrada ou o chunk da página');
  const chunks = [...importClosure([entry, pageKey], manifestImports(manifest))].map((k) => manifest[k]);
  const files = chunks.map((c) => ({ file: c.file, gzip: gzipSize(path.join(outDir, c.file)) })).sort((a, b) => b.gzip - a.gzip);
  const css = [...new Set(chunks.flatMap((c) => c.css ?? []))].reduce((sum, f) => sum + gzipSize(path.join(outDir, f)), 0);
  return { label: 'app mínimo (React + Mantine + Router + Query + tRPC)', js: files.reduce((s, f) => s + f.gzip, 0), css, chunks: files };
}

/** Each page's initial JS against the minimal app's, from builds made by `buildBoth`. */
export function measureBundles(builds: Builds): BundleBench {
  const minimal = measureMinimal(builds.minimalDir);
  const pages = PAGES.map((p) => {
    const page = measurePage(builds.productDir, p.label, p.routes);
    const ratio = page.js / minimal.js;
    return { ...page, ratio };
  });
  const { version } = JSON.parse(readFileSync(path.join(root, 'node_modules/vite/package.json'), 'utf8')) as { version: string };
  return { minimal, pages, vite: version };
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'credito-bench-bundle-'));
  const r = await buildBoth(tmp)
    .then(measureBundles)
    .finally(() => rmSync(tmp, { recursive: true, force: true }));
  console.log(`Vite ${r.vite}; JS inicial (gzip -9) e, entre parênteses, o CSS`);
  console.log(`${r.minimal.label.padEnd(48)} ${kb(r.minimal.js).padStart(9)} (${kb(r.minimal.css)})`);
  for (const p of r.pages) {
    console.log(`${p.label.padEnd(48)} ${kb(p.js).padStart(9)} (${kb(p.css)})  ${p.ratio.toFixed(2)}×`);
    if (process.argv.includes('--chunks')) for (const c of p.chunks) console.log(`    ${c.file.padEnd(60)} ${kb(c.gzip).padStart(9)}`);
  }
}
