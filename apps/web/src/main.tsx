// First: before any module parses with a schema (see the module).
import './lib/zod-without-eval';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { loadPage } from './app/router';
import { prerenderedFits } from './app/prerendered';
import { registerServiceWorker } from './app/pwa/register-service-worker';
import { queryClient } from './app/query-client';
import { buildThemeApart, insertThemeVariables } from './app/theme';
import { loadTurkishFormatsApart } from './lib/intl/load-turkish-formats-apart';
import { sessionStore } from './lib/session';

// Whoever signs in next must never see the previous user's cached data.
sessionStore.subscribe(() => {
  if (!sessionStore.get().token) queryClient.clear();
});

registerServiceWorker();

// A signed-in page writes Turkish dates and decimals once its data arrives; the browser's locale data
// for them is loaded meanwhile, in a worker, rather than inside that render (decision 039).
if (sessionStore.get().token) loadTurkishFormatsApart();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

insertThemeVariables();

// Earlier builds kept the styles of a device's last visits under this key (up to 400,000
// characters); nothing reads it now.
try {
  localStorage.removeItem('uyku.styles');
} catch {
  // Storage blocked: there is nothing kept either.
}

const app = <App router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />;

function start(root: HTMLElement) {
  if (prerenderedFits(root)) {
    // The sign-in screen arrived as HTML (scripts/prerender.mjs): attach to it instead of redrawing it,
    // once its page's code is here, so React takes the whole screen over in one pass. As a transition,
    // React yields to the browser between slices instead of blocking a slow phone for the whole tree;
    // the screen is already showing, and its fields are stand-ins until this is done (useHydrated).
    const attach = () => startTransition(() => void hydrateRoot(root, app));
    void (loadPage(window.location.pathname) ?? Promise.resolve()).then(attach, attach);
  } else {
    root.replaceChildren();
    // As a transition too: the first render (the providers, the router, the guard) runs in slices
    // between which the browser can answer, not as one long task (decision 032).
    startTransition(() => createRoot(root).render(app));
  }
}

// The start in shorter tasks (decision 032): this task has evaluated the entry's modules; the theme
// is built in the next one, and React renders in its own after that.
void buildThemeApart().then(() => start(root));
