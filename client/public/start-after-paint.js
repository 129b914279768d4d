// A server-rendered public page is painted first, and its app's code loaded after that. The HTML and the
// stylesheet are all the page needs to be read; on a phone's slow network the app's code (hundreds of kB) fetched
// beside them would share the bandwidth with the stylesheet and hold the first paint back, and running it is the
// longest task the phone does on the page. So once a frame is painted, the same modulepreload links the server
// would put in the head are added at once (no waterfall), then the app's entry. An external file: the CSP forbids
// inline scripts. Served in place of index.html's module script by server/ssr/server-rendering.ts.
(function () {
  var script = document.currentScript;
  var entry = script?.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    preloads.concat(entry).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.appendChild(link);
    });
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = 'anonymous';
    app.src = entry;
    document.head.appendChild(app);
  }
  // A hidden tab paints no frame (requestAnimationFrame would wait for it to be shown).
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
