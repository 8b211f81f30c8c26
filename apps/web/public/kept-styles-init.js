// Runs before the app's scripts (a classic script in <head>; the CSP allows no inline script): puts
// the styles the app's components used on this device's last visits back on the page, in one
// <style> the browser parses natively. Emotion finds it when it starts (its `data-emotion`
// attribute names the class names it holds) and does not build and insert those rules again —
// the part of a start's script work that was the same on every visit
// (docs/decisions/031-first-screen-without-intl.md; written by apps/web/src/lib/kept-styles.ts).
(function () {
  try {
    var kept = JSON.parse(localStorage.getItem('uyku.styles') || 'null');
    if (!kept || typeof kept.ids !== 'string' || typeof kept.css !== 'string' || !/^[\w-]+( [\w-]+)*$/.test(kept.ids)) return;
    var style = document.createElement('style');
    style.id = 'kept-styles';
    style.setAttribute('data-emotion', 'css ' + kept.ids);
    style.textContent = kept.css;
    document.head.appendChild(style);
  } catch {
    // Storage blocked or unreadable: emotion builds every style, as on a first visit.
  }
})();
