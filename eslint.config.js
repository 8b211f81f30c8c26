import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder under `features/` is a feature: a new one is covered by the zones below without a hand edit. */
const featuresIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** A zone per feature of one app: it may import only from itself (docs/ARCHITECTURE.md, "Layers"). */
const featureZones = (root, features, advice) =>
  features.map((feature) => ({
    target: `${root}/features/${feature}`,
    from: `${root}/features`,
    except: [`./${feature}`],
    message: `A feature must not import another feature; ${advice}`,
  }));

const webFeatures = featuresIn('./apps/web/src/features/');
const serverFeatures = featuresIn('./apps/server/src/features/');

export default tseslint.config(
  { ignores: ['**/dist/**', 'apps/web/.prerender/**', '**/node_modules/**', 'apps/server/drizzle/**', 'e2e/.artifacts/**', 'scripts/test/lint-fixtures/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Resolve TypeScript sources (and the server's `.js` specifiers of `.ts` files): a path the
      // resolver cannot find is one the import zones below cannot judge.
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Imports flow one way: lib → features → app. A feature never imports another feature.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones('./apps/web/src', webFeatures, 'move shared code to lib/ (or to packages/domain when the server needs it too).'),
            { target: './apps/web/src/features', from: './apps/web/src/app', message: 'Features must not import from app/.' },
            { target: './apps/web/src/lib', from: ['./apps/web/src/features', './apps/web/src/app'], message: 'lib/ is shared: it imports no feature.' },
          ],
        },
      ],
    },
  },
  {
    // The service worker runs in its own global scope; the build fills in the precache list.
    files: ['apps/web/pwa/service-worker.js'],
    languageOptions: { globals: { ...globals.serviceworker, __SW_PRECACHE__: 'readonly' } },
  },
  {
    // Runs in the page before the app, as a classic script.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones('./apps/server/src', serverFeatures, 'what two features share belongs in core/ (or lib/ when it is a mechanism that knows no study rule).'),
            { target: './apps/server/src/core', from: './apps/server/src/features', message: 'core/ is below the features: it imports none.' },
            {
              target: ['./apps/server/src/plugins', './apps/server/src/realtime'],
              from: ['./apps/server/src/features', './apps/server/src/core'],
              message: 'Plugins and the realtime bus are below core/ and the features.',
            },
            {
              target: ['./apps/server/src/db', './apps/server/src/lib'],
              from: ['./apps/server/src/features', './apps/server/src/core', './apps/server/src/plugins', './apps/server/src/realtime'],
              message: 'db/ and lib/ are the lowest floor: they import no plugin, bus, core module or feature.',
            },
            {
              // The start-up admin, the demo study and the backup commands stand beside app.ts: they
              // use core/, db/ and lib/ as a route would, but never a feature's internals.
              target: ['./apps/server/src/bootstrap', './apps/server/src/demo', './apps/server/src/backup'],
              from: ['./apps/server/src/features', './apps/server/src/plugins', './apps/server/src/realtime'],
              message: 'bootstrap/, demo/ and backup/ use core/, db/ and lib/, never a feature, a plugin or the bus.',
            },
            {
              target: ['./apps/server/src/core', './apps/server/src/features', './apps/server/src/plugins', './apps/server/src/realtime', './apps/server/src/lib'],
              from: ['./apps/server/src/bootstrap', './apps/server/src/demo', './apps/server/src/backup'],
              message: 'Only main.ts and the commands import bootstrap/, demo/ and backup/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The start, dev and backup commands and the build scripts talk to the person running them.
    files: ['scripts/**/*.mjs', 'apps/web/scripts/**/*.mjs', 'apps/server/src/main.ts', 'apps/server/src/backup/main.ts', 'bench/**/*.{ts,mjs}', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
