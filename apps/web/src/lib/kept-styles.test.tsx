import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { cleanup, render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createKeptStylesCache, KEPT_STYLES_KEY, type KeptStyles, type KeptStylesCache } from './kept-styles';
import { sessionStore } from './session';

/** The script index.html runs before the app (public/kept-styles-init.js), run here as the page would. */
const INIT_SCRIPT = readFileSync(path.resolve(__dirname, '../../public/kept-styles-init.js'), 'utf8');
const runInitScript = () => new Function(INIT_SCRIPT)();

const Night = styled.p({ color: 'rgb(26, 35, 126)', '@media (min-width: 600px)': { fontSize: 18 } });
const Day = styled.p({ color: 'rgb(255, 143, 0)' });

/** Renders `children` with `kept`'s emotion cache, as main.tsx does with the app. */
const renderWith = (kept: KeptStylesCache, children: ReactNode) =>
  render(<CacheProvider value={kept.cache}>{children}</CacheProvider>);

const stored = () => JSON.parse(localStorage.getItem(KEPT_STYLES_KEY) ?? 'null') as KeptStyles | null;
const className = (element: Element | null) => [...(element?.classList ?? [])].find((name) => name.startsWith('css-'));

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
});
afterEach(cleanup);

describe('kept styles', () => {
  it('records the rules emotion inserts and keeps them for the next start, which inserts none of its own', () => {
    const first = createKeptStylesCache('build-1');
    const { container } = renderWith(first, <Night>Gece</Night>);
    const name = className(container.querySelector('p'));
    expect(name).toBeDefined();
    first.save();
    const kept = stored();
    expect(kept?.build).toBe('build-1');
    expect(kept?.ids).toBe(name?.slice('css-'.length));
    expect(kept?.css).toContain(`.${name}{color:rgb(26, 35, 126);}`);
    expect(kept?.css).toContain(`@media (min-width: 600px){.${name}{font-size:18px;}}`);
    cleanup();

    // The next start: the script puts the rules back, emotion's new cache reads them as inserted.
    document.head.innerHTML = '';
    runInitScript();
    const style = document.getElementById('kept-styles');
    expect(style?.getAttribute('data-emotion')).toBe(`css ${kept?.ids ?? ''}`);
    expect(style?.textContent).toBe(kept?.css);
    const next = createKeptStylesCache('build-1');
    expect(next.cache.inserted[kept?.ids ?? '']).toBe(true);
    const again = renderWith(next, <Night>Gece</Night>);
    expect(className(again.container.querySelector('p'))).toBe(name);
    // Nothing was inserted, so nothing is written.
    localStorage.removeItem(KEPT_STYLES_KEY);
    next.save();
    expect(stored()).toBeNull();
  });

  it('adds what a later visit inserts after what was kept, and a new build starts again', () => {
    const first = createKeptStylesCache('build-1');
    renderWith(first, <Night>Gece</Night>);
    first.save();
    const night = stored()?.ids ?? '';
    cleanup();

    const later = createKeptStylesCache('build-1');
    renderWith(later, <Day>Gündüz</Day>);
    later.save();
    const both = stored();
    expect(both?.ids.split(' ')).toHaveLength(2);
    expect(both?.ids.startsWith(`${night} `)).toBe(true);
    expect(both?.css.indexOf('255, 143, 0')).toBeGreaterThan(both?.css.indexOf('26, 35, 126') ?? -1);
    cleanup();

    const rebuilt = createKeptStylesCache('build-2');
    renderWith(rebuilt, <Day>Gündüz</Day>);
    rebuilt.save();
    expect(stored()?.build).toBe('build-2');
    expect(stored()?.ids.split(' ')).toHaveLength(1);
    expect(stored()?.css).not.toContain('26, 35, 126');
  });

  it('puts nothing on the page from storage that is not kept styles', () => {
    for (const value of ['not json', JSON.stringify({ ids: 'a b', css: 7 }), JSON.stringify({ ids: '"><script>', css: '' })]) {
      localStorage.setItem(KEPT_STYLES_KEY, value);
      runInitScript();
      expect(document.getElementById('kept-styles'), value).toBeNull();
    }
  });

  it('is removed at sign-out with the session', () => {
    localStorage.setItem(KEPT_STYLES_KEY, JSON.stringify({ build: 'b', ids: 'x', css: '.css-x{}' }));
    sessionStore.clear();
    expect(localStorage.getItem(KEPT_STYLES_KEY)).toBeNull();
  });
});
