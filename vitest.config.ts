import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const domainSource = fileURLToPath(new URL('./packages/domain/src/index.ts', import.meta.url));
// Tests run against the domain's sources, so no build is needed before `vitest`.
const alias = { '@uyku/domain': domainSource };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
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
          globalSetup: ['./apps/server/test/global-setup.ts'],
          // Each file builds its own app on its own database; argon2 and PGlite are CPU-bound.
          testTimeout: 30_000,
          // Files share a worker process instead of each starting a fresh one: nothing here mocks a
          // module or leaves global state behind (each file builds its own app and database), and
          // loading the server's modules and compiling PGlite's WebAssembly once per worker rather
          // than once per file halved the suite: 266 → 126 s on PGlite, 135 → 75 s on PostgreSQL
          // (2 cores, 24 Nov 2026). The web tests keep isolation: jsdom and React state leak.
          isolate: false,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test-setup/fail-on-console.ts'],
        },
      },
    ],
  },
});
