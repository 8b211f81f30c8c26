import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * How the app's modules are cut into script files (decision 027).
 *
 * Every file a page loads costs the phone's main thread about 2 ms beside its code (the request
 * through the service worker, the response, the module's record), ×4 on a slow phone. Left to
 * itself Rollup cut a signed-in page's start into ~60 files, most of them one MUI component or icon
 * of a few hundred bytes that the shell shares with some pages: a file for every combination of
 * pages that uses a module.
 *
 * The app is built twice. The first build (`vite build --mode chunk-plan`) is Rollup's own cut; this
 * plugin reads which of its files each start loads and writes a plan that names groups of them:
 * - `index`: what the entry loads, in one file with the entry (and `react`, `query`: stable vendor
 *   files, so a code change does not make phones download React again);
 * - `sign-in`: what the sign-in screen shares with the shell;
 * - `sign-in-forms`, `sign-in-only`: what it shares with some signed-in pages, or only with the
 *   pages shown without the shell (registration, the legal texts);
 * - `shell`: what the signed-in shell loads, what at least SHARED_BY of the participant's pages load,
 *   and small files any of them loads (but not one that builds schemas, decision 041), unless a page
 *   shown without the shell needs it: a signed-in page always loads the shell, so this costs it only
 *   what other pages share, and the registration and legal pages never load the shell;
 * - `signed-in-common`: the same, where a page shown without the shell needs it too.
 * The second build (the app's) puts each module of a named group into that group's file; every other
 * module (a page's own, the admin's, the parts loaded later: charts, the video call) is cut as Rollup
 * chooses.
 */

/** Source modules, relative to the web app's root (as in src/app/router.tsx). */
export const SHELL = 'src/app/shell/AppShell.tsx';
export const SIGN_IN = 'src/features/auth/LoginPage.tsx';
/** The other pages shown without the shell. */
export const OUTSIDE_SHELL = [
  'src/features/auth/RegisterPage.tsx',
  'src/features/auth/RegistrationStatusPage.tsx',
  'src/features/legal/PrivacyPolicyPage.tsx',
  'src/features/legal/TermsPage.tsx',
  'src/features/auth/ChangePasswordPage.tsx',
  'src/features/auth/ConsentUpdatePage.tsx',
];
export const PARTICIPANT_PAGES = [
  'src/features/dashboard/DashboardPage.tsx',
  'src/features/sleep/SleepPage.tsx',
  'src/features/audio/relaxation/RelaxationPage.tsx',
  'src/features/audio/binaural/BinauralPage.tsx',
  'src/features/forms/FormsPage.tsx',
  'src/app/support-route.tsx',
  'src/features/account/ProfilePage.tsx',
];
/**
 * A file that this many of the seven participant pages load joins the shell. Fewer would add to
 * every page what a few share; more left more files (decision 027: 3–8 measured).
 */
const SHARED_BY = 4;
/**
 * A file smaller than this (characters of code) that any participant page loads joins the shell too:
 * dozens of icons and helpers of a few hundred bytes, cheaper in one file than one request each.
 */
const SMALL_FILE = 2_000;
const VENDORS = new Set(['react', 'query']);

/** The plan: each module's group, by module id. */
type Plan = Record<string, string>;

/**
 * What loading each file loads besides itself: its imports, transitively (kept once computed; the
 * plan asks for the same files many times).
 */
function importGraph(chunks: OutputChunk[]): (file: string) => Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const reach = new Map<string, Set<string>>();
  return (file) => {
    let found = reach.get(file);
    if (found) return found;
    found = new Set();
    const queue = [...byFile.get(file)!.imports];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (found.has(next)) continue;
      found.add(next);
      queue.push(...byFile.get(next)!.imports);
    }
    reach.set(file, found);
    return found;
  };
}

/**
 * Zod's classic API (`z.object`, `z.string`…), which every schema of the domain is built with; the
 * entry holds only Zod's configuration (src/lib/zod-without-eval.ts).
 */
const isZodApi = (id: string) => /[\\/]node_modules[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/.test(id);

/** Groups the first build's files (see the module's comment). */
export function planChunks(bundle: OutputBundle, root: string): Plan {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const reachOf = importGraph(chunks);
  /** The files a start loads: the file and all it imports. */
  const startOf = (chunk: OutputChunk) => new Set([chunk.fileName, ...reachOf(chunk.fileName)]);
  const chunkOf = (source: string): OutputChunk => {
    const id = path.join(root, source);
    // The page's own file, or the one it shares with a lazy part that imports it back (the sleep chart).
    const chunk = chunks.find((each) => each.moduleIds.includes(id));
    if (!chunk) throw new Error(`chunk plan: ${source} is not in the build`);
    return chunk;
  };

  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('chunk plan: the build has no entry');
  const atStart = startOf(entry);
  const signIn = startOf(chunkOf(SIGN_IN));
  const outside = new Set(OUTSIDE_SHELL.flatMap((page) => [...startOf(chunkOf(page))]));
  const shell = startOf(chunkOf(SHELL));
  const pages = PARTICIPANT_PAGES.map((page) => startOf(chunkOf(page)));
  // A page's own file stays its own: the router imports it lazily (the shell's joins the shell group).
  const pageFiles = new Set([SIGN_IN, ...OUTSIDE_SHELL, ...PARTICIPANT_PAGES].map((source) => chunkOf(source).fileName));

  // A file that imports Zod's own builds schemas as it loads: however small, it costs every start
  // that loads it far more than its bytes, so it joins the shell only if the shell needs it anyway
  // (docs/decisions/041-schemas-apart-from-constants.md).
  const zodFiles = new Set(chunks.filter((chunk) => chunk.moduleIds.some(isZodApi)).map((chunk) => chunk.fileName));
  const buildsSchemas = (chunk: OutputChunk) => chunk.imports.some((file) => zodFiles.has(file));

  const groupOf = (chunk: OutputChunk): string | undefined => {
    if (VENDORS.has(chunk.name)) return chunk.name;
    if (atStart.has(chunk.fileName)) return 'index';
    if (pageFiles.has(chunk.fileName)) return undefined;
    const sharedByPages = pages.filter((start) => start.has(chunk.fileName)).length;
    // What the sign-in screen shares: with the shell (every signed-in start loads it anyway), with
    // some signed-in pages, or only with the pages shown without the shell.
    if (signIn.has(chunk.fileName))
      return shell.has(chunk.fileName) ? 'sign-in' : sharedByPages > 0 ? 'sign-in-forms' : 'sign-in-only';
    const small = chunk.code.length < SMALL_FILE && sharedByPages > 0 && !buildsSchemas(chunk);
    if (!shell.has(chunk.fileName) && sharedByPages < SHARED_BY && !small) return undefined;
    return outside.has(chunk.fileName) ? 'signed-in-common' : 'shell';
  };

  const groups = new Map<string, string>();
  for (const chunk of chunks) {
    const group = groupOf(chunk);
    if (group) groups.set(chunk.fileName, group);
  }
  closeGroups(chunks, groups, reachOf);
  const plan: Plan = {};
  for (const chunk of chunks) {
    const group = groups.get(chunk.fileName);
    if (group) for (const id of chunk.moduleIds) plan[id] = group;
  }
  return plan;
}

/**
 * Makes the groups safe to load. Two files of a group with a file outside it between them (a imports
 * b imports c, a and c grouped) would make the group import that file and that file import the group
 * back: a cycle, in which a module can run before one it needs is initialised. Such a file joins the
 * group; whoever loads it loads the group already, through c. A file between two groups merges them.
 * What remains must be free of cycles, or the build fails.
 */
function closeGroups(chunks: OutputChunk[], groups: Map<string, string>, reachOf: (file: string) => Set<string>): void {
  const files = chunks.map((chunk) => chunk.fileName);
  for (let changed = true; changed;) {
    changed = false;
    for (const group of new Set(groups.values())) {
      const members = files.filter((file) => groups.get(file) === group);
      for (const file of files) {
        if (groups.get(file) === group) continue;
        const between =
          members.some((member) => reachOf(member).has(file)) && members.some((member) => reachOf(file).has(member));
        if (!between) continue;
        const other = groups.get(file);
        if (other) for (const each of files) if (groups.get(each) === other) groups.set(each, group);
        groups.set(file, group);
        changed = true;
      }
    }
  }
  // The files as the second build will load them: a group is one file.
  const nodeOf = (file: string) => groups.get(file) ?? file;
  const edges = new Map<string, Set<string>>();
  for (const chunk of chunks)
    for (const imported of chunk.imports)
      if (nodeOf(imported) !== nodeOf(chunk.fileName))
        edges.set(nodeOf(chunk.fileName), (edges.get(nodeOf(chunk.fileName)) ?? new Set()).add(nodeOf(imported)));
  const state = new Map<string, 'open' | 'done'>();
  const visit = (node: string, trail: string[]): void => {
    if (state.get(node) === 'done') return;
    if (state.get(node) === 'open') throw new Error(`chunk plan: the files import each other: ${[...trail, node].join(' → ')}`);
    state.set(node, 'open');
    for (const next of edges.get(node) ?? []) visit(next, [...trail, node]);
    state.set(node, 'done');
  };
  for (const node of new Set(files.map(nodeOf))) visit(node, []);
}

/** The first build's plugin: writes the plan to `planFile`. */
export function chunkPlanPlugin(root: string, planFile: string): Plugin {
  return {
    name: 'uyku-chunk-plan',
    apply: 'build',
    generateBundle(_options, bundle) {
      mkdirSync(path.dirname(planFile), { recursive: true });
      writeFileSync(planFile, JSON.stringify(planChunks(bundle, root)));
    },
  };
}

/** The app build's `manualChunks`, from the plan the first build wrote. */
export function plannedChunks(planFile: string): Rollup.GetManualChunk {
  let plan: Plan | undefined;
  return (id) => {
    if (!plan) {
      try {
        plan = JSON.parse(readFileSync(planFile, 'utf8')) as Plan;
      } catch {
        throw new Error(`No chunk plan at ${planFile}: run \`vite build --mode chunk-plan\` first (npm run build does).`);
      }
    }
    return plan[id];
  };
}
