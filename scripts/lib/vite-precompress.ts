import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every JS, CSS and SVG asset of the build; the server sends them
 * to browsers that accept them (server/lib/precompressed.ts). Compressing once at build time allows slow, small
 * settings, which matter on a phone's network (docs/performance.md): brotli quality 10 (11 is 2% smaller and twice as
 * slow).
 */
export function precompress(): Plugin {
  return {
    name: 'credito:precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = path.join(options.dir ?? 'dist/client', 'assets');
      for (const name of readdirSync(dir)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const source = readFileSync(path.join(dir, name));
        if (source.length < 1024) continue;
        writeFileSync(path.join(dir, `${name}.gz`), gzipSync(source, { level: 9 }));
        writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }));
      }
    },
  };
}
