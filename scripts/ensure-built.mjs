// Builds each workspace whose output is missing or older than its sources (`npm start`, `npm run backup`).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export const PACKAGES = {
  domain: { name: '@uyku/domain', sources: ['packages/domain/src'], output: 'packages/domain/dist/index.js' },
  web: {
    name: '@uyku/web',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/domain/src'],
    output: 'apps/web/dist/index.html',
  },
  server: { name: '@uyku/server', sources: ['apps/server/src', 'packages/domain/src'], output: 'apps/server/dist/main.js' },
};

/** `packages`: entries of PACKAGES, in build order. Build output goes to stderr, keeping stdout for the command's own. */
export function ensureBuilt(packages) {
  for (const pkg of packages) {
    const output = path.join(root, pkg.output);
    const built = existsSync(output) ? statSync(output).mtimeMs : 0;
    const sources = Math.max(...pkg.sources.map((s) => newestMtime(path.join(root, s))));
    if (built === 0 || sources > built) {
      console.error(`Derleniyor: ${pkg.name}`);
      execSync(`npm run build -w ${pkg.name}`, { cwd: root, stdio: ['ignore', process.stderr, 'inherit'] });
    }
  }
}
