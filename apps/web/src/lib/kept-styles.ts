import createCache, { type EmotionCache } from '@emotion/cache';
import { whenIdle } from './when-idle';

/**
 * The styles a device's visits used, kept for its next start
 * (docs/decisions/031-first-screen-without-intl.md).
 *
 * MUI's components get their styles from emotion, which at every start compiles each class's rules
 * (stylis) and inserts them one by one into a style sheet: the same rules on every visit, a fifth of
 * a returning participant's start script on a slow phone. This cache records the rules it inserts,
 * and `save` writes them to local storage; at the next start `public/kept-styles-init.js` puts them
 * back in one `<style data-emotion="css …">` before the app's scripts run, which emotion's cache
 * reads as already inserted (the mechanism it has for server-rendered styles). What is not kept yet
 * is compiled and inserted as before, after the kept rules.
 *
 * A class name is a hash of its rules, so a kept rule can never style anything but its own class:
 * rules of an older build are only dead weight, dropped when a new build saves. Nothing personal
 * is kept, but sign-out removes it with the session (lib/session.ts).
 */

/** The local-storage key `public/kept-styles-init.js` reads. */
export const KEPT_STYLES_KEY = 'uyku.styles';
/** Past this many characters the kept rules start again from the current visit's. */
const MAX_KEPT_CSS = 400_000;

export interface KeptStyles {
  /** The build that wrote them: another build starts the kept rules again. */
  build: string;
  /** Emotion's names of the kept classes, space-separated. */
  ids: string;
  /** Their rules, in the order they were first inserted. */
  css: string;
}

function readKept(): KeptStyles | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT_STYLES_KEY) ?? 'null') as Partial<KeptStyles> | null;
    return kept && typeof kept.build === 'string' && typeof kept.ids === 'string' && typeof kept.css === 'string'
      ? (kept as KeptStyles)
      : null;
  } catch {
    return null;
  }
}

export interface KeptStylesCache {
  /** Emotion's cache for the app (key "css"), recording the rules it inserts. */
  cache: EmotionCache;
  /** Adds the rules inserted since the last save to the kept ones; nothing when there are none. */
  save: () => void;
}

export function createKeptStylesCache(build: string): KeptStylesCache {
  const cache = createCache({ key: 'css' });
  const recorded = new Map<string, string>();
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    // Global styles (shouldCache false) are replaced when they change and are not kept; the theme's
    // come in every page's HTML instead (scripts/prerender.mjs, decision 032).
    if (!shouldCache) return insert(selector, serialized, sheet, shouldCache);
    const rules: string[] = [];
    const recording: typeof sheet = Object.create(sheet, {
      insert: {
        value: (rule: string) => {
          rules.push(rule);
          sheet.insert(rule);
        },
      },
    });
    const result = insert(selector, serialized, recording, shouldCache);
    recorded.set(serialized.name, rules.join(''));
    return result;
  };

  const save = () => {
    if (recorded.size === 0) return;
    const previous = readKept();
    const kept = previous && previous.build === build && previous.css.length <= MAX_KEPT_CSS ? previous : null;
    const ids = kept?.ids ? kept.ids.split(' ') : [];
    const known = new Set(ids);
    let css = kept?.css ?? '';
    for (const [id, rules] of recorded) {
      if (known.has(id)) continue;
      ids.push(id);
      css += rules;
    }
    recorded.clear();
    try {
      localStorage.setItem(KEPT_STYLES_KEY, JSON.stringify({ build, ids: ids.join(' '), css } satisfies KeptStyles));
    } catch {
      // Storage full or blocked: the next start compiles the styles, as on a first visit.
    }
  };
  return { cache, save };
}

/** How long after the start the first save waits: the first screen's data has arrived by then. */
const FIRST_SAVE_AFTER_MS = 4_000;

/**
 * The app's emotion cache, its rules saved once the first screen has settled (at an idle moment)
 * and whenever the page is hidden (a phone switching apps, a tab closing).
 */
export function keepStyles(build: string): EmotionCache {
  const kept = createKeptStylesCache(build);
  window.setTimeout(() => whenIdle(kept.save, 2_000), FIRST_SAVE_AFTER_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') kept.save();
  });
  return kept.cache;
}
