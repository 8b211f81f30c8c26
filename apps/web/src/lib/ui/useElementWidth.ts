import { useCallback, useState } from 'react';

/**
 * The width of the element the returned ref is put on, kept current by a ResizeObserver; 0 until
 * it is laid out (or while it is hidden). A chart drawn before its box has a width computes a
 * drawing area narrower than its axes, and SVG refuses the negative widths that follow.
 */
export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => void, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    // React 19 calls a ref callback's returned function when the element goes.
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
