import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const keyPattern = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The `Idempotency-Key` header of a money-moving POST (rule 4, idempotency from the browser): one
 * per submission intent, resent on retry. Absent → undefined; malformed → 400.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !keyPattern.test(value)) {
    const msg = 'Idempotency-Key must be 8 to 128 letters, digits or . _ : -';
    throw new AppError('VALIDATION_FAILED', msg, [{ path: 'Idempotency-Key', msg }]);
  }
  return value;
}
