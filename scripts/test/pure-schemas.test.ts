import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { build, parseAst, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { markSchemasPure, pureSchemasPlugin } from '../../apps/web/bundling/pure-schemas';

/**
 * The web build's pure-schema plugin (apps/web/bundling/pure-schemas.ts, decision 028): which
 * definitions it marks, and, in a real Vite build with the real Zod, that a schema nothing uses is
 * left out while a used one and Zod's configuration stay and still work.
 */

const mark = (code: string) => markSchemasPure(code, parseAst(code) as unknown as { body: never[] })?.toString() ?? null;

describe('markSchemasPure', () => {
  it('wraps top-level const Zod chains, exported or not, and those on a schema above them, and nothing else', () => {
    const code = [
      "import { z } from 'zod';",
      'export const a = z.object({ b: z.string() }).strict();',
      'const c = z.string().min(1), d = 5;',
      'let e = z.number();',
      'export const f = other(z.string());',
      'z.config({ jitless: true });',
      'export function g() { const h = z.string(); return h; }',
      'export const i = a.extend({ j: c });',
      'const k = d.toString();',
    ].join('\n');
    expect(mark(code)).toBe(
      [
        "import { z } from 'zod';",
        'export const a = /*#__PURE__*/ (() => z.object({ b: z.string() }).strict())();',
        'const c = /*#__PURE__*/ (() => z.string().min(1))(), d = 5;',
        'let e = z.number();',
        'export const f = other(z.string());',
        'z.config({ jitless: true });',
        'export function g() { const h = z.string(); return h; }',
        'export const i = /*#__PURE__*/ (() => a.extend({ j: c }))();',
        'const k = d.toString();',
      ].join('\n'),
    );
  });

  it('leaves a module without schemas alone', () => {
    expect(mark('export const z = { a: 1 };\nexport const b = z.a;')).toBeNull();
    expect(mark('export const MAX = 5;')).toBeNull();
  });
});

describe('pureSchemasPlugin in a build', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'uyku-pure-schemas-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('drops the unused schema, keeps the used one and the locale side effect', async () => {
    const domain = path.join(dir, 'packages/domain/src');
    mkdirSync(domain, { recursive: true });
    writeFileSync(
      path.join(domain, 'schemas.js'),
      [
        "import { z } from 'zod';",
        "z.config({ customError: () => 'Türkçe ileti' });",
        'export const usedSchema = z.object({ name: z.string().min(1) });',
        "export const unusedSchema = z.object({ marker: z.literal('UNUSED_SCHEMA_MARKER') });",
        "export const unusedDerived = usedSchema.extend({ other: z.literal('UNUSED_DERIVED_MARKER') });",
      ].join('\n'),
    );
    writeFileSync(
      path.join(dir, 'entry.js'),
      "import { usedSchema } from './packages/domain/src/schemas.js';\nexport const result = usedSchema.safeParse({ name: 5 });",
    );
    const zod = createRequire(import.meta.url).resolve('zod');
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      plugins: [pureSchemasPlugin()],
      resolve: { alias: { zod } },
      build: {
        write: false,
        minify: false,
        lib: { entry: path.join(dir, 'entry.js'), formats: ['es'], fileName: 'out' },
      },
    })) as Rollup.RollupOutput[];
    const code = output[0]!.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
    expect(code).not.toContain('UNUSED_SCHEMA_MARKER');
    expect(code).not.toContain('UNUSED_DERIVED_MARKER');
    expect(code).toContain('Türkçe ileti');

    const bundled = path.join(dir, 'out.mjs');
    writeFileSync(bundled, code);
    const { result } = (await import(bundled)) as { result: { success: boolean; error: { issues: { message: string }[] } } };
    expect(result.success).toBe(false);
    expect(result.error.issues[0]?.message).toBe('Türkçe ileti');
  });
});
