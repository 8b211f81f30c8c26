import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * MUI's Tooltip keeps the element it labels in state, set from that element's ref callback. React
 * calls ref callbacks while it commits, and an update scheduled there is synchronous: every
 * tooltip on a screen re-renders at once after the commit that mounted it, and React first runs
 * all of that commit's passive effects (every query's first request) in the same task. The top
 * bar's two tooltips did this at every signed-in start, so the page's commit, its effects and the
 * tooltips' second render ran as one long task (docs/decisions/032-start-in-shorter-tasks.md).
 *
 * The element is needed only once the tooltip opens (as its popper's anchor). This plugin makes
 * the ref's update a transition: the same state, set in a later slice of React's work, so the
 * commit's passive effects keep their own task. Hovering, focusing and touching open the tooltip
 * as before (focus sets the element itself when it is not there yet). The build fails when the
 * file no longer reads as expected (a new version of MUI), so the cost cannot come back unseen.
 */

/** MUI's Tooltip, ES modules (what the app's build and its tests import). */
const TOOLTIP_FILE = /[\\/]@mui[\\/]material[\\/]esm[\\/]Tooltip[\\/]Tooltip\.js$/;
const REF_LINE = 'const handleRef = useForkRef(getReactElementRef(children), setChildNode, ref);';
const LATER_REF_LINE =
  'const setChildNodeLater = React.useCallback(node => React.startTransition(() => setChildNode(node)), []);\n' +
  '  const handleRef = useForkRef(getReactElementRef(children), setChildNodeLater, ref);';

/** The rewritten module, or null when `id` is not the Tooltip; throws when the file has changed. */
export function setTooltipAnchorLater(code: string, id: string): MagicString | null {
  if (!TOOLTIP_FILE.test(id)) return null;
  const at = code.indexOf(REF_LINE);
  if (at === -1 || code.indexOf(REF_LINE, at + 1) !== -1 || !code.includes("import * as React from 'react';")) {
    throw new Error(`tooltip-anchor-later: ${id} no longer reads as expected`);
  }
  return new MagicString(code).overwrite(at, at + REF_LINE.length, LATER_REF_LINE);
}

export function tooltipAnchorLaterPlugin(): Plugin {
  return {
    name: 'uyku-tooltip-anchor-later',
    transform(code, id) {
      const rewritten = setTooltipAnchorLater(code, id);
      return rewritten ? { code: rewritten.toString(), map: rewritten.generateMap({ hires: true }) } : null;
    },
  };
}
