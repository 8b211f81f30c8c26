import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * Zod schemas a page never uses are left out of its files, and never built on a phone
 * (decision 028).
 *
 * The domain package defines its schemas at the top level of its modules
 * (`export const loginRequestSchema = z.object({…})`), and the server needs every one. The web app
 * uses a few of them; it mostly imports the domain for its types, constants and functions. Rollup
 * cannot know that building a schema changes nothing else (Zod's constructors are not marked
 * pure), so every schema of every domain module the app touches stayed in the bundle and was built
 * when the module loaded: ~600 schemas, about a tenth of a signed-in page's script time on a slow
 * phone.
 *
 * This plugin marks such a definition pure: a top-level `const` whose value is a call chain that
 * starts at `z.` (or at a schema defined so above it) is wrapped as `/*#__PURE__*\/ (() => value)()`. The wrap changes no behaviour: a
 * schema that is used is built when its module loads, as before; one that nothing uses is dropped
 * by Rollup's tree-shaking. Only declarations are wrapped — a bare statement such as
 * `config(tr())` is a real side effect and stays.
 */

/** The ESTree nodes this plugin reads, as Rollup's parser gives them (with their offsets). */
interface Node {
  type: string;
  start: number;
  end: number;
}
interface Identifier extends Node {
  type: 'Identifier';
  name: string;
}
interface MemberExpression extends Node {
  type: 'MemberExpression';
  object: Node;
}
interface CallExpression extends Node {
  type: 'CallExpression';
  callee: Node;
}
interface VariableDeclaration extends Node {
  type: 'VariableDeclaration';
  kind: string;
  declarations: { id: Node; init: Node | null }[];
}
interface ExportNamedDeclaration extends Node {
  type: 'ExportNamedDeclaration';
  declaration: Node | null;
}

/** The name every domain module imports Zod as (`import { z } from 'zod'`). */
const ZOD = 'z';

/**
 * The identifier a call chain starts from (`z` in `z.string().min(1)`, `base` in `base.extend({…})`),
 * or null when `node` is not a chain of calls and member reads on one identifier.
 */
export function chainRoot(node: Node): string | null {
  let current: Node = node;
  let sawCall = false;
  for (;;) {
    if (current.type === 'CallExpression') {
      sawCall = true;
      current = (current as CallExpression).callee;
    } else if (current.type === 'MemberExpression') {
      current = (current as MemberExpression).object;
    } else {
      return sawCall && current.type === 'Identifier' ? (current as Identifier).name : null;
    }
  }
}

/**
 * The top-level `const` initialisers of a module that build a schema: a call chain on `z`, or on a
 * schema defined above it in the same module (`const withCategory = contentSchema.extend({…})`).
 */
export function zodInitialisers(program: { body: Node[] }): Node[] {
  const found: Node[] = [];
  const schemas = new Set<string>([ZOD]);
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement as ExportNamedDeclaration).declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || (declaration as VariableDeclaration).kind !== 'const') continue;
    for (const { id, init } of (declaration as VariableDeclaration).declarations) {
      const root = init ? chainRoot(init) : null;
      if (!init || root === null || !schemas.has(root)) continue;
      found.push(init);
      if (id.type === 'Identifier') schemas.add((id as Identifier).name);
    }
  }
  return found;
}

/** `code` with every top-level Zod schema definition marked pure, or null when it has none. */
export function markSchemasPure(code: string, program: { body: Node[] }): MagicString | null {
  const inits = zodInitialisers(program);
  if (inits.length === 0) return null;
  const out = new MagicString(code);
  for (const init of inits) {
    out.appendLeft(init.start, '/*#__PURE__*/ (() => ');
    out.prependRight(init.end, ')()');
  }
  return out;
}

/** Whether a module is one of the domain package's (its sources, or the built files the app imports). */
const isDomainModule = (id: string) => /[\\/]packages[\\/]domain[\\/](src|dist)[\\/][^?]*\.[jt]s$/.test(id);

export function pureSchemasPlugin(): Plugin {
  return {
    name: 'uyku-pure-schemas',
    apply: 'build',
    transform(code, id) {
      if (!isDomainModule(id) || !code.includes(`${ZOD}.`)) return null;
      // Rollup's ESTree program, read through the few node shapes above.
      const marked = markSchemasPure(code, this.parse(code) as unknown as { body: Node[] });
      return marked ? { code: marked.toString(), map: marked.generateMap({ hires: true }) } : null;
    },
  };
}
