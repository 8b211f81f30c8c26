/**
 * Calls `then` at the browser's next idle moment, at most `timeoutMs` later (requestIdleCallback; a
 * short timer where there is none, as in Safari). Returns what cancels it.
 */
export function whenIdle(then: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(then, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(then, 50);
  return () => window.clearTimeout(id);
}
