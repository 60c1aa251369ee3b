import { type ErrorBody, type ErrorCode, errorCatalog } from '@nova/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { connectWaitedMs } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { isDatabaseUnavailable } from '../lib/db-unavailable.ts';

/**
 * The one place that turns outcomes into HTTP answers: every failure leaves as
 * `{ message, code, errors: [{ path, msg }] }` with the status of the error catalog.
 */
export function send(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  errors: ErrorBody['errors'] = [],
) {
  const body: ErrorBody = { message, code, errors };
  return reply.code(errorCatalog[code].status).type('application/json').send(body);
}

const statusToCode: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'RULE_VIOLATION',
  429: 'RATE_LIMITED',
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return send(reply, error.code, error.message, error.errors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        msg: issue.message ?? 'Invalid value',
      }));
      return send(reply, 'VALIDATION_FAILED', errors[0]?.msg ?? 'Invalid request', errors);
    }
    if (isDatabaseUnavailable(error)) {
      // How long it waited for connections (at most DATABASE_CONNECT_TIMEOUT_MS; absent on PGlite).
      request.log.warn({ err: error, connectWaitMs: connectWaitedMs() }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(
        reply,
        'DATABASE_UNAVAILABLE',
        'The service is briefly unavailable (its database is not answering). Nothing was changed; please try again in a few seconds.',
      );
    }
    const status = error.statusCode ?? 500;
    // Client errors raised by Fastify itself (body too large, malformed JSON): its message is clear.
    if (status >= 400 && status < 500)
      return send(reply, statusToCode[status] ?? 'VALIDATION_FAILED', error.message);
    request.log.error({ err: error }, 'request failed');
    return send(
      reply,
      'INTERNAL',
      'Something went wrong on our side. Nothing was changed; please try again.',
    );
  });
}
