import type { Locator } from '@playwright/test';

/**
 * WCAG contrast ratio of an element's text against what lies behind it, from computed styles:
 * translucent backgrounds of the ancestors are laid over one another (the page canvas last), and
 * the element's own opacity fades its text. Enough for flat MUI surfaces; not for images.
 */
export function textContrast(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };

    const layers: Rgba[] = [];
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      opacity *= Number(style.opacity);
      const background = parse(style.backgroundColor);
      if (background[3] > 0) layers.push(background);
    }
    // The canvas under everything: white unless the page says otherwise.
    let behind: Rgba = [255, 255, 255, 1];
    for (const layer of layers.reverse()) behind = over(layer, behind);
    const text = parse(getComputedStyle(element).color);
    const shown = over([text[0], text[1], text[2], text[3] * opacity], behind);
    const [lighter, darker] = [luminance(shown), luminance(behind)].sort((x, y) => y - x) as [number, number];
    return (lighter + 0.05) / (darker + 0.05);
  });
}
