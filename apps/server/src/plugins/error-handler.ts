import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorResponse, FieldIssue } from '@uyku/domain';
import { JsonTooDeepError } from '@uyku/domain';
import { isDatabaseUnavailable, isUnstorableText } from '../db/errors.js';
import { AppError, MSG_UNAVAILABLE, MSG_UNSTORABLE_TEXT } from '../errors.js';

/** Fastify's own client errors (body parsing, limits) mapped to our envelope with Turkish texts. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'BAD_REQUEST', message: 'İstek gövdesi geçerli bir JSON değil' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'BAD_REQUEST', message: 'İstek gövdesi boş olamaz' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'İstek gövdesi çok büyük' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Desteklenmeyen içerik türü. Lütfen JSON gönderin.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST', message: 'İstek gövdesinin uzunluğu hatalı' },
};

const INTERNAL_MESSAGE = 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.';

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  details?: FieldIssue[],
): FastifyReply {
  // `error` repeats the message: the original client reads it on failure (POST /sleep/sessions,
  // PUT /admin/users/{id}, DELETE /user/account; decision 014), ours reads `message`.
  const body: ErrorResponse = { success: false, code, message, error: message, ...(details?.length ? { details } : {}) };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** What the log says about where an error happened: the route pattern, never the URL's values. */
function routeOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? '(unknown route)'}`;
}

export const MSG_BAD_URL = 'İstek adresi geçersiz';
export const MSG_TOO_DEEP = 'İstek gövdesi çok fazla iç içe değer içeriyor';

/**
 * Errors the router answers before any route runs, in our envelope (Fastify's own answer is an
 * English 414 or 400): a path parameter longer than the router allows (no id is that long) or a
 * path that cannot be decoded. Passed to Fastify as `frameworkErrors`.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // The router answers before any hook has run: the answer gets its headers here.
  request.server.securityHeaders(request, reply);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH' || error.code === 'FST_ERR_BAD_URL') {
    return sendError(reply, 400, 'BAD_REQUEST', MSG_BAD_URL);
  }
  return sendError(reply, 500, 'INTERNAL_ERROR', INTERNAL_MESSAGE);
}

/**
 * One error envelope for the whole API. Validation and client mistakes answer 4xx with a Turkish
 * message; a database that cannot answer in time answers 503; anything else is logged and answers
 * a generic 500 with no detail of the server's insides. Errors are logged through the `err`
 * serializer of lib/error-log.ts (class, code, constraint only), plus the route and request id.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // An error thrown before the headers' hook ran (a plugin's own onRequest) still answers with them.
    request.server.securityHeaders(request, reply);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message ?? 'Geçersiz değer',
      }));
      const first = details[0];
      const message = first ? first.message : 'Geçersiz istek';
      return sendError(reply, 400, 'VALIDATION_ERROR', message, details);
    }
    if (error instanceof AppError) {
      return sendError(reply, error.statusCode, error.code, error.message, error.details);
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return sendError(reply, known.status, known.code, known.message);

    if (error instanceof JsonTooDeepError) return sendError(reply, 400, 'BAD_REQUEST', MSG_TOO_DEEP);
    if (isUnstorableText(error)) {
      request.log.info({ err: error, route: routeOf(request) }, 'unstorable text refused');
      return sendError(reply, 400, 'VALIDATION_ERROR', MSG_UNSTORABLE_TEXT);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error, route: routeOf(request) }, 'database unavailable');
      return sendError(reply.header('Retry-After', '5'), 503, 'SERVICE_UNAVAILABLE', MSG_UNAVAILABLE);
    }

    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, 429, 'RATE_LIMITED', error.message);
    if (status >= 400 && status < 500) {
      request.log.info({ err: error, route: routeOf(request) }, 'client error');
      return sendError(reply, status, 'BAD_REQUEST', 'İstek işlenemedi. Lütfen gönderdiğiniz bilgileri kontrol edin.');
    }
    request.log.error({ err: error, route: routeOf(request) }, 'unhandled error');
    return sendError(reply, 500, 'INTERNAL_ERROR', INTERNAL_MESSAGE);
  });
});
