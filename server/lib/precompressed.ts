import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/** Encodings the build writes beside each asset (vite.config.ts, `precompress`), best first. */
const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/** Whether an Accept-Encoding header accepts `encoding` (a q=0 refuses it). */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== encoding && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * Serves /assets/* compressed (brotli, else gzip) from the files the build wrote beside them, so a phone on a slow
 * network downloads a fraction of the bytes (Lighthouse on the public pages, docs/performance.md). Only names listed at
 * start-up are served (no path from the request reaches the disk); anything else falls through to express.static.
 */
export function precompressedAssets(clientDir: string): RequestHandler {
  const assetsDir = path.join(clientDir, 'assets');
  let files: Set<string>;
  try {
    files = new Set(readdirSync(assetsDir));
  } catch {
    files = new Set();
  }
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith('/assets/')) return next();
    const name = req.path.slice('/assets/'.length);
    const type = TYPES[path.extname(name)];
    if (!type || !files.has(name)) return next();
    const accept = req.get('accept-encoding');
    const encoding = ENCODINGS.find((e) => files.has(name + e.ext) && acceptsEncoding(accept, e.name));
    res.setHeader('Vary', 'Accept-Encoding');
    if (!encoding) return next();
    res.sendFile(
      path.join(assetsDir, name + encoding.ext),
      { headers: { 'Content-Type': type, 'Content-Encoding': encoding.name, 'Cache-Control': 'public, max-age=31536000, immutable' } },
      // A copy gone since start-up (the folder replaced under a running server) is not the client's error: the plain
      // file is tried next, and a missing one ends as the app's 404 for assets. A client gone mid-answer (a page
      // left while its scripts loaded) has nobody to answer and is no error of ours: nothing is passed on, as
      // Express's own sendFile does without a callback.
      (err?: Error & { status?: number; code?: string }) => {
        if (!err || err.code === 'ECONNABORTED' || res.headersSent) return;
        next(err.status === 404 ? undefined : err);
      },
    );
  };
}
