import { describe, expect, it } from 'vitest';
import { SSR_STATE_ID } from '../../shared/server-rendering.ts';
import { pageDocument } from './server-rendering.ts';

const INDEX = `<!doctype html><html><head>
    <script src="/color-scheme.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-2.css">
  <link rel="modulepreload" crossorigin href="/assets/landing-public-3.js">
    <link rel="preload" as="style" crossorigin href="/assets/route-4.css">
  </head><body><div id="root"></div><section id="static-cookie-banner"></section></body></html>`;

const page = { status: 200 as const, html: '<main>Simulação com Ana · R$ 1.000 $& $1</main>', state: '{"json":{}}', secret: false };

describe('pageDocument', () => {
  it('puts the page in #root with its state, and leaves the rest of index.html as it was', () => {
    const html = pageDocument(INDEX, page);
    // `$&` and `$1` stay as written: no replacement pattern is expanded.
    expect(html).toContain(`<div id="root"><main>Simulação com Ana · R$ 1.000 $& $1</main></div><script type="application/json" id="${SSR_STATE_ID}">{"json":{}}</script>`);
    expect(html).toContain('<section id="static-cookie-banner"></section>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-2.css">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/route-4.css">');
  });

  it('loads the app after the first paint: the entry and every modulepreload go to start-after-paint.js, in order', () => {
    const html = pageDocument(INDEX, page);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<script src="/start-after-paint.js" data-entry="/assets/index-abc.js" data-preload="/assets/runtime-1.js /assets/landing-public-3.js" defer></script>');
  });

  it('gives the page its own title and description, escaped, also as Open Graph tags', () => {
    const withHead = `<html><head><meta name="description" content="Crédito — plataforma" />\n<title>Crédito</title></head><body><div id="root"></div></body></html>`;
    const html = pageDocument(withHead, { ...page, head: { title: 'Simulação · Ana & "Cia" <b>', description: 'Com Ana' } });
    expect(html).toContain('<title>Simulação · Ana &#38; &#34;Cia&#34; &#60;b&#62;</title>');
    expect(html).toContain('<meta name="description" content="Com Ana" />');
    expect(html).toContain('<meta property="og:title" content="Simulação · Ana &#38; &#34;Cia&#34; &#60;b&#62;" />');
    expect(html).not.toContain('Crédito — plataforma');
  });

  it('refuses an index.html without the empty #root (the caller then serves the SPA)', () => {
    expect(() => pageDocument('<html><body><div id="app"></div></body></html>', page)).toThrow();
  });
});
