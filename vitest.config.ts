import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const domainSource = fileURLToPath(new URL('./packages/domain/src/index.ts', import.meta.url));
// Tests run against the domain's sources, so no build is needed before `vitest`.
const alias = { '@uyku/domain': domainSource };
// The unit tests (domain, web, tooling) run each file in a VM context of its own inside a kept worker
// (isolated globals and modules, as before) rather than a new process, with a new jsdom, per file:
// 170 → 87 s on a 2-core host slow to hand out memory (docs/testing.md). One pool for the three, so
// `test:unit`'s two workers are all there are. The API suite keeps its processes (scripts/test-api.mjs).
const UNIT_POOL = 'vmThreads';

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          pool: UNIT_POOL,
          setupFiles: ['./test-setup/fail-on-console.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./test-setup/fail-on-console.ts'],
          // Migrates one PGlite and one PostgreSQL database that every test app then starts from.
          globalSetup: ['./apps/server/test/support/global-setup.ts'],
          // Each file builds its own app on its own database; argon2 and PGlite are CPU-bound.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The repository's own rules (lint zones) checked against the real configuration.
          name: 'tooling',
          include: ['scripts/test/**/*.test.ts'],
          environment: 'node',
          pool: UNIT_POOL,
          setupFiles: ['./test-setup/fail-on-console.ts'],
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          pool: UNIT_POOL,
          setupFiles: ['./test-setup/fail-on-console.ts'],
        },
      },
    ],
  },
});
