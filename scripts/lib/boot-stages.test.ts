import { describe, expect, it } from 'vitest';
import { bootStageLinks, initialChunks } from './boot-stages.ts';

const chunk = (fileName: string, imports: string[] = [], opts: { isEntry?: boolean; dynamicImports?: string[]; css?: string[] } = {}) => ({
  fileName,
  imports,
  dynamicImports: opts.dynamicImports ?? [],
  isEntry: opts.isEntry ?? false,
  viteMetadata: { importedCss: new Set(opts.css ?? []) },
});

// The entry with a static import and two start-up stages sharing a chunk; a route chunk loaded later.
const chunks = new Map(
  [
    chunk('assets/index.js', ['assets/runtime.js'], { isEntry: true, dynamicImports: ['assets/app-1.js', 'assets/app-2.js'], css: ['assets/index.css'] }),
    chunk('assets/runtime.js'),
    chunk('assets/app-1.js', ['assets/runtime.js', 'assets/shared.js']),
    chunk('assets/app-2.js', ['assets/shared.js', 'assets/app-1.js'], { css: ['assets/app-2.css'] }),
    chunk('assets/shared.js'),
    chunk('assets/route.js', ['assets/app-2.js'], { css: ['assets/route.css'] }),
  ].map((c) => [c.fileName, c]),
);

describe('boot stages', () => {
  it('counts the stages and what they import as loaded up front, and nothing a route alone needs', () => {
    const entry = chunks.get('assets/index.js')!;
    expect([...initialChunks(entry, (f) => chunks.get(f)?.imports)].sort()).toEqual(['assets/app-1.js', 'assets/app-2.js', 'assets/index.js', 'assets/runtime.js', 'assets/shared.js']);
  });

  it('announces each chunk of the stages once, with their stylesheets, leaving out what index.html already has', () => {
    const links = bootStageLinks(chunks);
    expect(links).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/app-2.css">',
      '<link rel="modulepreload" crossorigin href="/assets/app-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/shared.js">',
      '<link rel="modulepreload" crossorigin href="/assets/app-2.js">',
    ]);
  });

  it('announces nothing for a build whose entry has no stages', () => {
    const plain = new Map([['assets/index.js', chunk('assets/index.js', [], { isEntry: true })]]);
    expect(bootStageLinks(plain)).toEqual([]);
  });
});
