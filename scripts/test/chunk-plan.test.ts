import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { OUTSIDE_SHELL, PARTICIPANT_PAGES, planChunks, SHELL, SIGN_IN } from '../../apps/web/bundling/chunk-plan';

/**
 * The web build's chunk plan (apps/web/bundling/chunk-plan.ts, decision 027) on small made-up
 * bundles: which files each group takes, and that no group ends up importing a file that imports
 * it back.
 */

const ROOT = '/app/';
const BIG = 'x'.repeat(5_000);

interface FakeChunk {
  name: string;
  imports?: string[];
  modules?: string[];
  isEntry?: boolean;
  code?: string;
}

/** A bundle of `chunks` by file name, each page's own file holding the page's module. */
function bundleOf(chunks: Record<string, FakeChunk>): Rollup.OutputBundle {
  const pages = [SHELL, SIGN_IN, ...OUTSIDE_SHELL, ...PARTICIPANT_PAGES];
  const all: Record<string, FakeChunk> = { ...chunks };
  for (const page of pages) {
    const file = `${path.basename(page, '.tsx')}.js`;
    all[file] = { name: path.basename(page, '.tsx'), ...all[file], modules: [`${ROOT}${page}`] };
  }
  const bundle: Rollup.OutputBundle = {};
  for (const [fileName, chunk] of Object.entries(all)) {
    bundle[fileName] = {
      type: 'chunk',
      fileName,
      name: chunk.name,
      isEntry: chunk.isEntry ?? false,
      imports: chunk.imports ?? [],
      moduleIds: chunk.modules ?? [`${ROOT}${fileName}.module`],
      code: chunk.code ?? BIG,
    } as unknown as Rollup.OutputChunk;
  }
  return bundle;
}

const fileOf = (page: string) => `${path.basename(page, '.tsx')}.js`;
const [dashboard, sleep, relaxation, binaural, forms] = PARTICIPANT_PAGES.map(fileOf) as [string, string, string, string, string];
const groupOfFile = (plan: Record<string, string>, file: string) => plan[`${ROOT}${file}.module`];

describe('the chunk plan', () => {
  const base = {
    'index.js': { name: 'index', isEntry: true, imports: ['react.js'] },
    'react.js': { name: 'react' },
  };

  it('groups what the shell loads, what most pages share and small shared files; a page keeps its own file', () => {
    const plan = planChunks(
      bundleOf({
        ...base,
        [fileOf(SHELL)]: { name: 'AppShell', imports: ['index.js', 'Tooltip.js'] },
        'Tooltip.js': { name: 'Tooltip' },
        'Card.js': { name: 'Card' },
        'Icon.js': { name: 'Icon', code: 'small' },
        'Slider.js': { name: 'Slider' },
        [dashboard]: { name: 'DashboardPage', imports: ['Card.js', 'Icon.js'] },
        [sleep]: { name: 'SleepPage', imports: ['Card.js', 'Icon.js'] },
        [relaxation]: { name: 'RelaxationPage', imports: ['Card.js', 'Slider.js'] },
        [binaural]: { name: 'BinauralPage', imports: ['Card.js', 'Slider.js'] },
      }),
      ROOT,
    );
    expect(groupOfFile(plan, 'index.js')).toBe('index');
    expect(groupOfFile(plan, 'react.js')).toBe('react');
    expect(groupOfFile(plan, 'Tooltip.js')).toBe('shell');
    expect(plan[`${ROOT}${SHELL}`]).toBe('shell');
    // Four pages load it.
    expect(groupOfFile(plan, 'Card.js')).toBe('shell');
    // Two pages load it, but it is small.
    expect(groupOfFile(plan, 'Icon.js')).toBe('shell');
    // Two pages load it and it is not small: it stays theirs.
    expect(groupOfFile(plan, 'Slider.js')).toBeUndefined();
    expect(plan[`${ROOT}${PARTICIPANT_PAGES[0]}`]).toBeUndefined();
  });

  it('keeps what a page shown without the shell needs out of the shell, and the sign-in screen to its own files', () => {
    const [register] = OUTSIDE_SHELL.map(fileOf) as [string];
    const plan = planChunks(
      bundleOf({
        ...base,
        [fileOf(SHELL)]: { name: 'AppShell', imports: ['Dialog.js', 'Fields.js'] },
        'Dialog.js': { name: 'Dialog' },
        'Fields.js': { name: 'Fields' },
        'Card.js': { name: 'Card' },
        'AuthForm.js': { name: 'AuthForm' },
        [fileOf(SIGN_IN)]: { name: 'LoginPage', imports: ['Fields.js', 'Card.js', 'AuthForm.js'] },
        [register]: { name: 'RegisterPage', imports: ['Dialog.js', 'AuthForm.js'] },
        [dashboard]: { name: 'DashboardPage', imports: ['Card.js'] },
      }),
      ROOT,
    );
    expect(groupOfFile(plan, 'Dialog.js')).toBe('signed-in-common');
    expect(groupOfFile(plan, 'Fields.js')).toBe('sign-in');
    expect(groupOfFile(plan, 'Card.js')).toBe('sign-in-forms');
    expect(groupOfFile(plan, 'AuthForm.js')).toBe('sign-in-only');
  });

  it('leaves a small file that builds schemas to its pages unless the shell loads it anyway', () => {
    const plan = planChunks(
      bundleOf({
        ...base,
        [fileOf(SHELL)]: { name: 'AppShell', imports: ['index.js', 'legal.js'] },
        // Zod's classic API: a file importing it builds its schemas when it loads.
        'schemas.js': { name: 'schemas', modules: ['/app/node_modules/zod/v4/classic/schemas.js'] },
        'chat.js': { name: 'chat', code: 'small', imports: ['schemas.js'] },
        'legal.js': { name: 'legal', code: 'small', imports: ['schemas.js'] },
        'Icon.js': { name: 'Icon', code: 'small', imports: ['index.js'] },
        [dashboard]: { name: 'DashboardPage', imports: ['chat.js', 'Icon.js'] },
        [sleep]: { name: 'SleepPage', imports: ['chat.js'] },
      }),
      ROOT,
    );
    // Two pages load it and it is small, but it builds schemas: it stays theirs.
    expect(groupOfFile(plan, 'chat.js')).toBeUndefined();
    // The shell loads it: in the shell, schemas or not.
    expect(groupOfFile(plan, 'legal.js')).toBe('shell');
    // Small and importing only the entry: in the shell, as before.
    expect(groupOfFile(plan, 'Icon.js')).toBe('shell');
  });

  it('takes a file between two files of a group into the group, so that no two files import each other', () => {
    const plan = planChunks(
      bundleOf({
        ...base,
        // Badge (small: shell) → Popper (one page, not small: left) → Portal (small: shell). Grouped
        // as they are, the shell would import Popper and Popper the shell.
        'Badge.js': { name: 'Badge', code: 'small', imports: ['Popper.js'] },
        'Popper.js': { name: 'Popper', imports: ['Portal.js'] },
        'Portal.js': { name: 'Portal', code: 'small' },
        [forms]: { name: 'FormsPage', imports: ['Badge.js'] },
      }),
      ROOT,
    );
    expect(groupOfFile(plan, 'Badge.js')).toBe('shell');
    expect(groupOfFile(plan, 'Portal.js')).toBe('shell');
    expect(groupOfFile(plan, 'Popper.js')).toBe('shell');
  });

  it('names every page of the router, so that none is left out of the plan', () => {
    const router = readFileSync(new URL('../../apps/web/src/app/router.tsx', import.meta.url), 'utf8');
    const routed = [...router.matchAll(/import\('\.\.?\/([^']+)'\)/g)].map(([, module]) => module!);
    const routerPath = (module: string) => (module.startsWith('features/') ? `src/${module}.tsx` : `src/app/${module}.tsx`);
    const pages = routed.map(routerPath).filter((module) => !module.startsWith('src/app/shell/'));
    const admin = ['src/app/admin-route.tsx', 'src/features/forms/admin/AdminFormsPage.tsx'];
    expect(new Set([SIGN_IN, ...OUTSIDE_SHELL, ...PARTICIPANT_PAGES, ...admin])).toEqual(new Set(pages));
    expect(routed.map(routerPath)).toContain(SHELL);
  });
});
