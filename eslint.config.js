import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = ['admin', 'auth', 'dashboard', 'legal', 'placeholder', 'sleep', 'chat', 'profile', 'forms', 'relaxation', 'binaural', 'video'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/server/drizzle/**', 'e2e/.artifacts/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
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
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature must not import another feature; move shared code to lib/.',
            })),
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
            { target: './apps/server/src/plugins', from: './apps/server/src/features', message: 'Plugins are below features.' },
            { target: './apps/server/src/db', from: './apps/server/src/features', message: 'The database layer imports no feature.' },
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
