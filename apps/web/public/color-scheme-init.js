// Runs before the first paint (a classic script in <head>; the CSP allows no inline script): puts
// the device's chosen scheme on <html> the way MUI's ThemeProvider will, so a participant who chose
// dark at bedtime never sees a white flash while the app loads. Keys are MUI's defaults.
(function () {
  try {
    var mode = localStorage.getItem('mui-mode') || 'system';
    var dark = mode === 'dark' || (mode !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    var root = document.documentElement;
    root.classList.remove('light', 'dark');
    root.classList.add(dark ? 'dark' : 'light');
    root.style.colorScheme = dark ? 'dark' : 'light';
    var meta = document.querySelector('meta[name="theme-color"]');
    if (meta) meta.setAttribute('content', dark ? '#1a1e2e' : '#3949ab');
  } catch {
    // Storage blocked: the theme follows the system, as before.
  }
})();
