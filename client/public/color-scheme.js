// Sets Mantine's colour-scheme attribute before React starts, so a dark theme never flashes white.
// Same key as the colorSchemeManager in client/app/providers.tsx.
(function () {
  var scheme = 'light';
  try {
    var saved = window.localStorage.getItem('credito.color-scheme');
    if (saved === 'dark' || saved === 'light') scheme = saved;
    else if (saved === 'auto' && window.matchMedia('(prefers-color-scheme: dark)').matches) scheme = 'dark';
  } catch (e) {
    // Storage blocked: keep the light scheme.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
