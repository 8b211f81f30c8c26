import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setTooltipAnchorLater } from '../../apps/web/bundling/tooltip-anchor-later';

/**
 * The web build's rewrite of MUI's Tooltip (apps/web/bundling/tooltip-anchor-later.ts, decision 032)
 * on the package's real file; what the rewritten Tooltip does is tested in the web project
 * (apps/web/src/lib/ui/tooltip-anchor-later.test.tsx).
 */
const requireFromWeb = createRequire(path.resolve('apps/web/package.json'));
const materialDir = path.dirname(requireFromWeb.resolve('@mui/material/package.json'));
const tooltipFile = path.join(materialDir, 'esm/Tooltip/Tooltip.js');
const source = readFileSync(tooltipFile, 'utf8');

describe('tooltip anchored later', () => {
  it("sets the anchor from the element's ref as a transition, and changes nothing else", () => {
    const rewritten = setTooltipAnchorLater(source, tooltipFile)?.toString();
    expect(rewritten).toBeDefined();
    expect(rewritten).toContain('useForkRef(getReactElementRef(children), setChildNodeLater, ref)');
    expect(rewritten).toContain('React.startTransition(() => setChildNode(node))');
    expect(rewritten).not.toContain('useForkRef(getReactElementRef(children), setChildNode, ref)');
    // Only the one line: every other line of the file is as MUI wrote it.
    const added = rewritten!.split('\n').filter((line) => !source.includes(line));
    expect(added.map((line) => line.trim())).toEqual([
      'const setChildNodeLater = React.useCallback(node => React.startTransition(() => setChildNode(node)), []);',
      'const handleRef = useForkRef(getReactElementRef(children), setChildNodeLater, ref);',
    ]);
  });

  it('leaves every other file alone', () => {
    expect(setTooltipAnchorLater(source, path.join(materialDir, 'esm/Button/Button.js'))).toBeNull();
  });

  it('fails the build when the file no longer reads as expected (a new version of MUI)', () => {
    const changed = source.replace('setChildNode, ref)', 'setChildNode, ref, other)');
    expect(() => setTooltipAnchorLater(changed, tooltipFile)).toThrow(/no longer reads as expected/);
  });
});
