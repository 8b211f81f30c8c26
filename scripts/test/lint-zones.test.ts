import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import zones of eslint.config.js (docs/ARCHITECTURE.md, "Layers"), checked against the real
 * configuration: each fixture is linted as if it stood at a path inside the apps.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });
const fixture = (name: string) => readFileSync(new URL(`./lint-fixtures/${name}`, import.meta.url), 'utf8');
const foldersIn = (dir: string) =>
  readdirSync(new URL(`../../${dir}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

async function zoneErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

/** A file of `feature` that exists, to import from another feature. */
function someFileOf(app: 'web' | 'server', feature: string): string {
  const dir = `apps/${app}/src/features/${feature}`;
  const file = readdirSync(new URL(`../../${dir}`, import.meta.url), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
    .sort()[0];
  if (!file) throw new Error(`no source file in ${dir}`);
  return app === 'web' ? file.replace(/\.tsx?$/, '') : file.replace(/\.tsx?$/, '.js');
}

describe('ESLint import zones', () => {
  it('refuses a web feature importing another feature (fixture)', async () => {
    const errors = await zoneErrors(fixture('web-feature-imports-feature.ts'), 'apps/web/src/features/audio/admin/Fixture.tsx');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/A feature must not import another feature/);
  });

  it('refuses a server feature importing another feature, and core/ importing a feature (fixtures)', async () => {
    const featureErrors = await zoneErrors(fixture('server-feature-imports-feature.ts'), 'apps/server/src/features/admin/fixture.ts');
    expect(featureErrors).toHaveLength(1);
    expect(featureErrors[0]).toMatch(/A feature must not import another feature/);
    const coreErrors = await zoneErrors(fixture('server-core-imports-feature.ts'), 'apps/server/src/core/accounts/fixture.ts');
    expect(coreErrors).toHaveLength(1);
    expect(coreErrors[0]).toMatch(/core\/ is below the features/);
  });

  it('allows a feature its own files, core/, lib/ and the domain (fixture)', async () => {
    expect(await zoneErrors(fixture('allowed-imports.ts'), 'apps/server/src/features/admin/fixture.ts')).toEqual([]);
  });

  it('covers every feature folder on both sides, without a hand-kept list', async () => {
    for (const app of ['web', 'server'] as const) {
      const features = foldersIn(`apps/${app}/src/features`);
      expect(features.length).toBeGreaterThan(5);
      for (const [index, feature] of features.entries()) {
        const other = features[(index + 1) % features.length]!;
        const code = `import * as other from '../${other}/${someFileOf(app, other)}';\nexport const used = other;\n`;
        const errors = await zoneErrors(code, `apps/${app}/src/features/${feature}/fixture.ts`);
        expect(errors, `${app} ${feature} → ${other}`).toHaveLength(1);
      }
    }
  });

  it('keeps the lowest floors free of plugins, core and features', async () => {
    const code = "import { requireUser } from '../plugins/auth.js';\nexport const used = requireUser;\n";
    expect(await zoneErrors(code, 'apps/server/src/lib/fixture.ts')).toHaveLength(1);
    const web = "import { AppRouter } from '../app/router';\nexport const used = AppRouter;\n";
    expect(await zoneErrors(web, 'apps/web/src/lib/fixture.ts')).toHaveLength(1);
  });
});
