#!/usr/bin/env node
// Renders the sign-in screen into dist/login.html at build time (decision 015), which the server sends
// for /login: a phone on a slow connection sees the form as soon as the HTML arrives, instead of
// after the app's scripts, and the app then takes that HTML over without redrawing it (main.tsx).
// Runs after `vite build` (dist/index.html) and `vite build --ssr src/prerender/login.tsx`
// (.prerender/login.js, removed here once used).
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ssrDir = path.join(web, '.prerender');
const dist = path.join(web, 'dist');
/** The signed-in pages' own HTML files (the server sends dist/starts/<page>.html for /<page>). */
const STARTS_DIR = 'starts';

// React's production build renders what the browser's production build hydrates.
process.env.NODE_ENV = 'production';

/** A fresh browser's storage: the app's modules read the stored session and notice at start. */
class MemoryStorage {
  #items = new Map();
  getItem(key) {
    return this.#items.get(key) ?? null;
  }
  setItem(key, value) {
    this.#items.set(key, String(value));
  }
  removeItem(key) {
    this.#items.delete(key);
  }
}
globalThis.localStorage ??= new MemoryStorage();
globalThis.sessionStorage ??= new MemoryStorage();

/** The login page's module in Vite's manifest (apps/web/src/app/router.tsx loads it for /login). */
const LOGIN_PAGE_MODULE = 'src/features/auth/LoginPage.tsx';

/** The built files of `keys` and of everything they import, from Vite's manifest. */
function modulesOf(keys) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build's manifest`);
    if (files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `text` with `search` replaced once; fails the build if the built page no longer has it. */
function replaceOnce(text, search, replacement) {
  if (!text.includes(search)) throw new Error(`prerender: ${search} not found in the built page`);
  return text.replace(search, () => replacement);
}

const {
  renderLoginPage,
  renderSignedInStyles,
  renderBaselineStyles,
  SIGNED_IN_START_PATHS,
  LOGIN_PATH,
  PRERENDERED_ATTRIBUTE,
  THEME_STYLE_ID,
} = await import(pathToFileURL(path.join(ssrDir, 'login.js')).href);
const page = await renderLoginPage();
let html = await readFile(path.join(dist, 'index.html'), 'utf8');
html = replaceOnce(
  html,
  '<div id="root"></div>',
  `<div id="root" ${PRERENDERED_ATTRIBUTE}="${LOGIN_PATH}">${page.rootHtml}</div>`,
);
html = replaceOnce(html, '<title>Uyku ve Stres Platformu</title>', `<title>${escapeHtml(page.title)}</title>`);
html = replaceOnce(html, '</head>', `<style id="${THEME_STYLE_ID}">${page.themeCss}</style>\n    ${page.styleTags}\n  </head>`);
// The app's code is requested after the screen's first paint (public/start-after-paint.js): the
// entry, and with it every module the entry and the login page import, so that they download side by
// side instead of each waiting for the module that imports it.
const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html);
if (!entry) throw new Error('prerender: the entry script is not found in dist/index.html');
for (const [tag] of html.matchAll(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g)) html = html.replace(tag, '');
const preloads = modulesOf(['index.html', LOGIN_PAGE_MODULE]).filter((href) => href !== entry[1]);
html = html.replace(
  entry[0],
  () => `<script defer src="/start-after-paint.js" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script>`,
);
await writeFile(path.join(dist, 'login.html'), html);

// Every other start (dist/index.html, and the baseline page the benchmark compares it with) gets the
// same theme variables in its head: the browser parses them with the page, and the start does not
// build them from the theme in JavaScript (insertThemeVariables finds them and returns; decision 030).
// And the global styles (CssBaseline), which emotion's Global takes over instead of compiling them
// (decision 032): in the head's markup, so that they precede the components' rules, which emotion
// appends to the head as it inserts them.
const themeStyle = `<style id="${THEME_STYLE_ID}">${page.themeCss}</style>`;
// And the component styles of the start (decision 036), after the global ones for the same reason:
// every page's in index.html (the addresses without an HTML of their own, and the service worker's
// offline start), and each page of a participant's menu in an HTML of its own with only its start's
// (dist/starts/<page>.html, which the server sends for /<page>; decision 044).
const withStyles = (template, componentStyles) =>
  replaceOnce(template, '</head>', `  ${page.globalStyleTag}\n    ${themeStyle}\n    ${componentStyles}\n  </head>`);
const template = await readFile(path.join(dist, 'index.html'), 'utf8');
const signedInStyles = await renderSignedInStyles();
await writeFile(path.join(dist, 'index.html'), withStyles(template, signedInStyles));
const baseline = path.join(dist, 'baseline/baseline.html');
await writeFile(baseline, withStyles(await readFile(baseline, 'utf8'), await renderBaselineStyles()));
console.log(`signed-in starts' styles in dist/index.html: ${(signedInStyles.length / 1024).toFixed(0)} KiB`);
await mkdir(path.join(dist, STARTS_DIR), { recursive: true });
for (const address of SIGNED_IN_START_PATHS) {
  const pageStyles = await renderSignedInStyles([address]);
  await writeFile(path.join(dist, STARTS_DIR, `${address.slice(1)}.html`), withStyles(template, pageStyles));
  console.log(
    `${address}'s start styles in dist/${STARTS_DIR}/${address.slice(1)}.html: ${(pageStyles.length / 1024).toFixed(0)} KiB`,
  );
}
await rm(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${LOGIN_PATH} into dist/login.html (${(html.length / 1024).toFixed(0)} KiB)`);
