import { requestMessages } from '@chaka/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isUnstorableText } from '../lib/db-errors.js';
import { HttpError } from '../lib/errors.js';
import { requestLocale, translateMessage } from '../lib/i18n.js';

/**
 * One error handler for the whole API: validation problems answer 400 `{ message, issues }` naming
 * the field; client errors keep their status and message; anything else is logged and answers a
 * plain 500 without internals. Text the database cannot store (a NUL byte) is the client's, a 400.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Every answer's message in the caller's language (docs/decisions/016-bangla-and-english.md).
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode < 400 || !payload || typeof payload !== 'object') return payload;
    const locale = requestLocale(request);
    if (locale === 'en') return payload;
    const answer = payload as { message?: unknown; issues?: Array<{ message: string }> };
    return {
      ...answer,
      ...(typeof answer.message === 'string' && { message: translateMessage(locale, answer.message) }),
      ...(Array.isArray(answer.issues) && {
        issues: answer.issues.map((issue) => ({
          ...issue,
          message: translateMessage(locale, issue.message),
        })),
      }),
    };
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.split('/').filter(Boolean),
        message: issue.message ?? requestMessages.invalidValue,
      }));
      return reply.code(400).send({ message: issues[0]?.message ?? requestMessages.invalid, issues });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (isUnstorableText(error)) return reply.code(400).send({ message: requestMessages.unstorableText });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientMessage(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: requestMessages.serverError });
  });
});

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return requestMessages.tooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return requestMessages.notJson;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return requestMessages.invalidJson;
    default:
      return error.message;
  }
}
