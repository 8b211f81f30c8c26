import type { FastifyInstance, FastifyReply, FastifySerializerCompiler } from 'fastify';
import fp from 'fastify-plugin';
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

/** Answers at least this long are handed to the socket as bytes (`answerBytesPlugin`). */
const AS_BYTES_FROM_CHARS = 4096;

/**
 * A long answer is encoded once, here, instead of twice: fast-json-stringify builds its text by
 * appending pieces, and Fastify would first measure that text's UTF-8 length for Content-Length
 * (flattening it and scanning every character) and then encode it again to write it. As bytes,
 * the length is known and the socket takes them as they are. An onSend hook may answer with a
 * Buffer (Fastify's hooks reference); the compressor and the idempotency record take either.
 * Figures in docs/benchmarks.md ("API at study scale").
 */
export const answerBytesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (_request, _reply, payload, done) => {
    done(null, typeof payload === 'string' && payload.length >= AS_BYTES_FROM_CHARS ? Buffer.from(payload) : payload);
  });
});

/**
 * Sends an answer the database wrote whole as JSON text (db/json-text.ts), as it is: a string with a
 * JSON content type skips the schema's writer. The route keeps its response schema as its contract
 * and documentation; the reply is widened from the schema's type to send the text.
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
