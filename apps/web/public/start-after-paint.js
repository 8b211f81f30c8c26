// The prerendered sign-in screen (login.html, apps/web/scripts/prerender.mjs) paints first; only
// then does the app's code start to download and run: its entry (data-entry) and, at the same time,
// the modules the entry imports (data-preload), so they arrive together rather than one after the
// other. The screen's first paint then shares the connection and the processor with nothing.
// A file, since the CSP forbids inline scripts.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    import(entry);
  }
  // The first frame callback runs before the first paint, the second one frame later, once that
  // paint is on the screen.
  requestAnimationFrame(function () {
    requestAnimationFrame(start);
  });
})();
