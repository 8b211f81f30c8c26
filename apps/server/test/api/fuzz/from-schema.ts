import fc from 'fast-check';
import { z } from 'zod';
import { hostileValue, hugeString, nastyNumber, nastyString } from './hostile.js';

/**
 * Reads a route's zod schema through its JSON Schema (zod 4's `z.toJSONSchema`, input side:
 * what a client sends) and builds from it
 * - `validShaped`: values of the right shape (types, enums, lengths, bounds, patterns; custom
 *   refinements are not expressed and may still fail), the base that the fuzzer then breaks, and
 * - `breakValue`: values that break one field in a way its own description suggests (a bound ± 1,
 *   a length + 1, a near-miss of an enum), besides the generic hostile values.
 */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** The input-side JSON Schema of a zod schema; refinements and transforms are left out. */
export function jsonSchemaOf(schema: unknown): JsonSchema {
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const MAX_DEPTH = 4;

function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? minLength + 24, minLength + 24);
  return fc.string({ minLength, maxLength });
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1e6 : schema.exclusiveMinimum + 1);
  const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1e6 : schema.exclusiveMaximum - 1);
  if (integer) return fc.integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values of the right shape for `schema`. */
export function validShaped(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => validShaped(s, depth + 1)));
  if (schema.allOf?.length) return validShaped(schema.allOf[0] as JsonSchema, depth + 1);
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 1 });
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return validString(schema);
        case 'integer':
          return validNumber(schema, true);
        case 'number':
          return validNumber(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return fc.array(validShaped(schema.items ?? {}, depth + 1), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.min(schema.maxItems ?? 3, (schema.minItems ?? 0) + 3),
          });
        case 'object': {
          const properties = schema.properties ?? {};
          const record: Record<string, fc.Arbitrary<unknown>> = {};
          for (const [key, property] of Object.entries(properties)) record[key] = validShaped(property, depth + 1);
          return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
        }
        default:
          return fc.jsonValue({ maxDepth: 1 });
      }
    }),
  );
}

/** Values that break `schema` where its own description draws a line, plus generic hostile ones. */
export function breakValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const specific: fc.Arbitrary<unknown>[] = [];
  const types = typesOf(schema);
  if ('const' in schema)
    specific.push(fc.constant(typeof schema.const === 'boolean' ? !schema.const : `${String(schema.const)}x`));
  if (schema.enum) {
    specific.push(
      fc
        .constantFrom(...schema.enum)
        .chain((value) =>
          typeof value === 'string'
            ? fc.constantFrom(value.toUpperCase(), ` ${value}`, `${value}\u0000`, `${value}'`)
            : fc.constant(value),
        ),
      fc.constantFrom('', 'admin', 'CONTROL', '0', 'all'),
    );
  }
  if (types.includes('string')) {
    if (schema.maxLength !== undefined)
      specific.push(fc.constant('x'.repeat(schema.maxLength + 1)), fc.constant('ğ'.repeat(schema.maxLength + 1)));
    if (schema.minLength) specific.push(fc.constant('x'.repeat(schema.minLength - 1)));
    if (schema.pattern || schema.format)
      specific.push(nastyString, fc.constantFrom('25:00', '23:60', '2024-02-30', '12:00:00', '1200', 'a@', '@b.c'));
    specific.push(nastyNumber, fc.constantFrom(true, null, [], {}));
  }
  if (types.includes('integer') || types.includes('number')) {
    const min = schema.minimum ?? schema.exclusiveMinimum;
    const max = schema.maximum ?? schema.exclusiveMaximum;
    if (min !== undefined) specific.push(fc.constantFrom(min - 1, min - 0.5, min - 1e-9, -min - 1));
    if (max !== undefined) specific.push(fc.constantFrom(max + 1, max + 0.5, max + 1e-9, max * 1000));
    if (types.includes('integer'))
      specific.push(fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)));
    specific.push(fc.constantFrom('1', '5', 'NaN', 'Infinity', '', '0x10', '1e2', true, null, [1], { value: 1 }));
  }
  if (types.includes('boolean')) specific.push(fc.constantFrom('true', 'false', 1, 0, 'evet', null, [true]));
  if (types.includes('object') || types.includes('array')) specific.push(hugeString, fc.constantFrom('[]', '{}', 1));
  return specific.length > 0
    ? fc.oneof({ weight: 3, arbitrary: fc.oneof(...specific) }, { weight: 2, arbitrary: hostileValue })
    : hostileValue;
}
