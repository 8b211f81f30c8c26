import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers are written from their zod schemas by fast-json-stringify, without parsing them first
 * (docs/decisions/026-api-against-the-same-work.md): the server built every answer itself from typed
 * rows, so checking it again on every request cost more than the SQL behind the smaller routes.
 * The schema still decides what is written: fields it does not name are left out, as zod's parse
 * left them out. zod turns each schema into OpenAPI 3.0's JSON Schema (`nullable`, which
 * fast-json-stringify reads without a validator at run time); a schema that JSON Schema cannot say
 * (a transform, a date) keeps the type provider's own serializer, which parses and then stringifies.
 * `response-serializer.test.ts` compares both writers byte for byte on the benchmarked routes.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const jsonSchema = jsonSchemaOf(route.schema);
  if (!jsonSchema) return zodSerializerCompiler(route);
  return fastJson(jsonSchema);
};

function jsonSchemaOf(schema: unknown): Parameters<typeof fastJson>[0] | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, { io: 'output', target: 'openapi-3.0', unrepresentable: 'throw' }) as Parameters<typeof fastJson>[0];
  } catch {
    return null;
  }
}
