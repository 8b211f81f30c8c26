// The build renders the sign-in screen to HTML with this module (apps/web/scripts/prerender.mjs),
// so a phone on a slow connection sees the form before the app's scripts have arrived (decision 015),
// and the signed-in pages for the styles their starts take from index.html (decision 036).
import '../lib/zod-without-eval';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '../app/App';
import { BaselinePage } from '../baseline/BaselinePage';
import { AppTheme } from '../app/AppTheme';
import { themeVariablesCss } from '../app/theme';
import { pageTitle } from '../lib/usePageTitle';
import { sessionStore } from '../lib/session';
import { MountLaterNow } from '../lib/ui/useIdleMount';
import { navItemsFor } from '../app/shell/nav-items';
import type { SessionUser } from '@uyku/domain';
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
 * `trees` rendered to HTML into one emotion cache of their own, with the styles collected as chunks:
 * for the head instead of being written as ~80 `<style>` tags between the elements, which would slow
 * the phone's parsing of the page, and a rule several trees use collected once. `prerender` waits for lazily loaded
 * parts, which `renderToString` would leave as their fallbacks.
 */
async function renderWithStyles(...trees: ReactNode[]) {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  let html = '';
  for (const tree of trees) {
    const { prelude } = await prerender(<CacheProvider value={cache}>{tree}</CacheProvider>);
    html += await new Response(prelude).text();
  }
  return { html, cache, chunks: extractCriticalToChunks(html), constructStyleTagsFromChunks, globalKey: `${cache.key}-global` };
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

/** Who the signed-in start is rendered for: the experiment group sees every participant page. */
const SAMPLE_PARTICIPANT: SessionUser = {
  userId: 'prerender',
  phone: '05320000000',
  name: 'Katılımcı',
  email: null,
  isAdmin: false,
  abGroup: 'experiment',
  mustChangePassword: false,
};

/**
 * Every component rule that rendering `trees` inserted, as one emotion `<style data-emotion="css …">`
 * tag for a page's head. Not only the rules whose class is in the markup: a closed Tooltip's popper or
 * a closed drawer inserts its rules without an element to show them. The browser's emotion finds the
 * tag and does not compile or insert those rules again (emotion's server-rendering path, as for
 * /login); what a start renders beyond them (data once it arrives, a desk's side bar) it inserts as
 * before (docs/decisions/036-start-styles-in-the-html.md).
 */
async function componentStyleTag(...trees: ReactNode[]): Promise<string> {
  const { cache, constructStyleTagsFromChunks } = await renderWithStyles(...trees);
  const ids = Object.keys(cache.registered)
    .map((className) => className.slice(cache.key.length + 1))
    .filter((id) => typeof cache.inserted[id] === 'string');
  if (ids.length === 0) throw new Error('prerender: the render inserted no component styles');
  const css = ids.map((id) => cache.inserted[id]).join('');
  return constructStyleTagsFromChunks({ html: '', styles: [{ key: cache.key, ids, css }] });
}

/** The addresses of a participant's menu: each has an HTML of its own with its start's styles. */
export const SIGNED_IN_START_PATHS: readonly string[] = navItemsFor(SAMPLE_PARTICIPANT).map(({ to }) => to);

/**
 * The component styles of a participant's signed-in starts at `paths` (by default every page of the
 * menu): each as its first render draws it on a phone (the shell, the page while its data loads), with
 * what the start mounts once idle (the dashboard's cards below the first view). index.html carries
 * every page's, for the addresses without an HTML of their own and the offline start; each page of the
 * menu gets only its own (decision 044).
 */
export async function renderSignedInStyles(paths: readonly string[] = SIGNED_IN_START_PATHS): Promise<string> {
  sessionStore.signIn(SAMPLE_PARTICIPANT, 'prerender');
  try {
    return await componentStyleTag(
      ...paths.map((to) => (
        <MountLaterNow key={to} value>
          <App router={(routes) => <StaticRouter location={to}>{routes}</StaticRouter>} />
        </MountLaterNow>
      )),
    );
  } finally {
    sessionStore.clear();
  }
}

/**
 * The baseline page's component styles, for its own HTML: it starts the way the app starts
 * (docs/benchmarks.md, "Lighthouse"), so it gets its styles the way index.html does.
 */
export function renderBaselineStyles(): Promise<string> {
  return componentStyleTag(
    <AppTheme>
      <BaselinePage />
    </AppTheme>,
  );
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
