import { describe, expect, it } from 'vitest';
import { appTheme, themeVariablesCss } from './theme';

describe('themeVariablesCss', () => {
  const css = themeVariablesCss();

  it('declares every variable MUI would, in each scheme', () => {
    for (const sheet of appTheme().generateStyleSheets()) {
      for (const [selector, body] of Object.entries(sheet)) {
        const start = css.indexOf(`${selector}{`);
        expect(start, selector).toBeGreaterThanOrEqual(0);
        const block = css.slice(start, css.indexOf('}', start));
        for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
          expect(block, `${selector} ${name}`).toContain(`${name.startsWith('--') ? name : 'color-scheme'}:${String(value)};`);
        }
      }
    }
  });

  it('gives both schemes their color-scheme and colours', () => {
    expect(css).toContain(':root, .light{color-scheme:light;');
    expect(css).toContain('.dark{color-scheme:dark;');
    expect(css).toContain('--mui-palette-primary-main:#9fa8da;');
  });
});
