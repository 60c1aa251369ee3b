import { z } from 'zod';

/** The one error body every endpoint answers with on a 4xx or 5xx. */
export const fieldErrorSchema = z.object({ path: z.string(), msg: z.string() });
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(fieldErrorSchema),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * The catalog of error codes and their HTTP status. Services return or throw these codes;
 * one error handler maps them to responses, so a status is decided in exactly one place.
 */
export const errorCatalog = {
  VALIDATION_FAILED: {
    status: 400,
    doc: 'The request does not match the contract; `errors` lists each field.',
  },
  SIGNATURE_INVALID: {
    status: 400,
    doc: 'The signature does not prove the address for this message: another address or message signed, or its one-time nonce is used, expired or not yours.',
  },
  UNAUTHENTICATED: { status: 401, doc: 'No session token, or the token is unknown, expired or revoked.' },
  INVALID_CREDENTIALS: { status: 401, doc: 'Wrong identifier or password (the same answer for both).' },
  FORBIDDEN: { status: 403, doc: 'The caller lacks the role the route needs.' },
  EMAIL_NOT_VERIFIED: { status: 403, doc: 'Wallet operations need a verified email.' },
  ACCOUNT_SUSPENDED: { status: 403, doc: 'The account has been suspended by an administrator.' },
  TWO_FACTOR_REQUIRED: {
    status: 403,
    doc: 'Administrators must turn on two-factor authentication before using admin routes.',
  },
  FEATURE_DISABLED: { status: 403, doc: 'The operator has switched this feature off in settings.' },
  NOT_FOUND: { status: 404, doc: 'No such resource (or not yours).' },
  CONFLICT: { status: 409, doc: 'The resource exists already or changed under the request.' },
  RULE_VIOLATION: { status: 422, doc: 'The request is well-formed but a business rule refuses it.' },
  INSUFFICIENT_FUNDS: { status: 422, doc: 'The balance cannot cover the amount.' },
  PAYOUT_MISMATCH: {
    status: 422,
    doc: 'The payout found on chain differs from the withdrawal; `errors` lists each difference.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, doc: 'The request body is larger than the server accepts (64 KiB).' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, doc: 'The request body is not JSON.' },
  RATE_LIMITED: { status: 429, doc: 'Too many attempts; wait and try again.' },
  EMAIL_DELIVERY_FAILED: { status: 502, doc: 'The mail server could not be reached or refused the message.' },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    status: 502,
    doc: 'The hosted checkout provider could not be reached or answered unexpectedly; nothing was charged.',
  },
  CHAIN_UNAVAILABLE: {
    status: 503,
    doc: 'A blockchain network could not be read (its RPC is down or slow); nothing was changed.',
  },
  SERVER_BUSY: {
    status: 503,
    doc: 'The server holds as many live connections as it allows; try again shortly.',
  },
  DATABASE_UNAVAILABLE: {
    status: 503,
    doc: 'The database is restarting or every connection is busy; nothing was changed.',
  },
  INTERNAL: { status: 500, doc: 'An unexpected failure; nothing was changed.' },
} as const satisfies Record<string, { status: number; doc: string }>;

export type ErrorCode = keyof typeof errorCatalog;
