// The build renders the sign-in screen to HTML with this module (apps/web/scripts/prerender.mjs),
// so a phone on a slow connection sees the form before the app's scripts have arrived (decision 015).
import '../lib/zod-without-eval';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '../app/App';
import { AppTheme } from '../app/AppTheme';
import { themeVariablesCss } from '../app/theme';
import { pageTitle } from '../lib/usePageTitle';
import { AUTH_TEXTS } from '../features/auth/texts';

export const LOGIN_PATH = '/login';

export interface PrerenderedPage {
  /** The markup of #root: the app's own tree. */
  rootHtml: string;
  /**
   * Emotion's styles of that markup as `<style data-emotion="css …">` tags for the head. The browser's
   * emotion (key "css", as here) finds them there and does not insert those rules again.
   */
  styleTags: string;
  /**
   * The global styles' tag alone (MUI's CssBaseline, the same on every screen): `<style
   * data-emotion="css-global <name>">`, which emotion's Global takes over instead of compiling and
   * inserting the same rules at every start (decision 032).
   */
  globalStyleTag: string;
  /** The theme's CSS variables (the build writes the same `<style>` into index.html and the baseline page too). */
  themeCss: string;
  title: string;
}

/**
 * `tree` rendered to HTML with emotion's styles collected as chunks. A cache of its own, so the
 * styles are collected for the head instead of being written as ~80 `<style>` tags between the
 * elements, which would slow the phone's parsing of the page. `prerender` waits for lazily loaded
 * parts, which `renderToString` would leave as their fallbacks.
 */
async function renderWithStyles(tree: ReactNode) {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const { prelude } = await prerender(<CacheProvider value={cache}>{tree}</CacheProvider>);
  const html = await new Response(prelude).text();
  return { html, chunks: extractCriticalToChunks(html), constructStyleTagsFromChunks, globalKey: `${cache.key}-global` };
}

/** The sign-in screen exactly as a signed-out visitor's browser first renders it. */
export async function renderLoginPage(): Promise<PrerenderedPage> {
  const { html, chunks, constructStyleTagsFromChunks } = await renderWithStyles(
    <App router={(routes) => <StaticRouter location={LOGIN_PATH}>{routes}</StaticRouter>} />,
  );
  return {
    rootHtml: html,
    styleTags: constructStyleTagsFromChunks(chunks),
    globalStyleTag: await renderThemeGlobals(),
    themeCss: themeVariablesCss(),
    title: pageTitle(AUTH_TEXTS.login.title),
  };
}

/**
 * The global styles every screen has: those of the theme alone (AppTheme with nothing in it), as
 * emotion's `<style data-emotion="css-global <name>">` tags. A component's own global styles (an
 * input's autofill keyframes) are left to it: a tag no screen takes over would still apply.
 */
async function renderThemeGlobals(): Promise<string> {
  const { chunks, constructStyleTagsFromChunks, globalKey } = await renderWithStyles(<AppTheme>{null}</AppTheme>);
  const globals = chunks.styles.filter((chunk) => chunk.key === globalKey && chunk.css !== '');
  if (globals.length === 0) throw new Error('prerender: the theme rendered no global styles');
  return constructStyleTagsFromChunks({ html: '', styles: globals });
}

export { PRERENDERED_ATTRIBUTE } from '../app/prerendered';
export { THEME_STYLE_ID } from '../app/theme';
