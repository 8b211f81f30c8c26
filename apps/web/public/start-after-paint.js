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
  var started = false;

  function start() {
    if (started) return;
    started = true;
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    import(entry);
  }

  // The browser reports the first contentful paint once its pixels are on the screen.
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      requestAnimationFrame(start);
    });
  }
  // Never wait for long: a tab opened in the background paints nothing until it is shown.
  setTimeout(start, 1000);
})();
