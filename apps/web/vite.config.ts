import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkPlanPlugin, plannedChunks } from './bundling/chunk-plan';
import { pureSchemasPlugin } from './bundling/pure-schemas';
import { serviceWorkerPlugin } from './pwa/service-worker-plugin';

// `npm run dev` serves the web app with hot reload and forwards /api (HTTP and the realtime socket)
// to the server on API_PORT (default 3000).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

/**
 * `vite build --mode baseline`: the baseline page (baseline.html, src/baseline/) that `npm run
 * lighthouse` measures beside every page (docs/benchmarks.md, "Lighthouse"). A build of its own into
 * dist/baseline, after the app's: as a second input of the app's build it would make Rollup split the
 * modules both share out of the app's entry, changing what participants download; and no service
 * worker lists it, so no phone stores it.
 */
const baselineBuild = {
  plugins: [react()],
  base: '/baseline/',
  publicDir: false as const,
  build: {
    outDir: 'dist/baseline',
    emptyOutDir: true,
    rollupOptions: { input: 'baseline.html' },
    modulePreload: {
      resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: string }) =>
        hostType === 'html' ? deps : [],
    },
  },
};

const ROOT = fileURLToPath(new URL('.', import.meta.url));
/** Written by the first build (`--mode chunk-plan`), read by the app's (bundling/chunk-plan.ts). */
const PLAN_FILE = `${ROOT}node_modules/.cache/uyku-chunk-plan/plan.json`;
// Stable vendor files: a code change does not make phones download React again.
const VENDOR_CHUNKS = {
  react: ['react', 'react-dom', 'react-dom/client', 'react-router'],
  query: ['@tanstack/react-query'],
};

export default defineConfig(({ isSsrBuild, mode }) => {
  if (mode === 'baseline') return baselineBuild;
  const chunkPlan = mode === 'chunk-plan';
  return {
    plugins: [
      react(),
      // Zod schemas no page uses are left out of the files (decision 028).
      pureSchemasPlugin(),
      ...(isSsrBuild ? [] : chunkPlan ? [chunkPlanPlugin(ROOT, PLAN_FILE)] : [serviceWorkerPlugin()]),
    ],
    server: {
      port: 5173,
      proxy: { '/api': { target: apiTarget, ws: true } },
    },
    // The prerender build (scripts/prerender.mjs) runs once in Node at build time: one self-contained
    // file, with every dependency inside, so Node never resolves MUI's or emotion's packages itself.
    ssr: { noExternal: true },
    build: isSsrBuild
      ? { outDir: '.prerender', emptyOutDir: true, rollupOptions: { output: { inlineDynamicImports: true } } }
      : {
          outDir: chunkPlan ? 'node_modules/.cache/uyku-chunk-plan/dist' : 'dist',
          // The page's HTML preloads the entry's imports. A lazily loaded page does not add a preload
          // link for each of its imports when it loads (Vite's default, ~30 for the signed-in shell):
          // on a phone that was ~36 ms of main-thread work in every signed-in page's start (Lighthouse,
          // total blocking time 270 → 190 ms on /dashboard), while the imports are found one round trip
          // later, from the service worker's cache once the app has been opened before (decision 015).
          modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
          // On disk for debugging, never referenced from the bundles nor served (plugins/web-app.ts).
          sourcemap: chunkPlan ? false : 'hidden',
          manifest: true,
          chunkSizeWarningLimit: 900,
          rollupOptions: {
            output: chunkPlan
              ? { manualChunks: VENDOR_CHUNKS }
              : // Fewer, larger files for every start, as the first build planned (bundling/chunk-plan.ts).
                { manualChunks: plannedChunks(PLAN_FILE), onlyExplicitManualChunks: true },
          },
        },
  };
});
