import type { FastifyServerOptions } from 'fastify';

/**
 * What the JSON log may hold (rule 42): never passwords, password hashes, session tokens,
 * verification, reset or recovery codes, TOTP secrets or full contact data. Two layers: the
 * logger redacts those fields wherever a log call names them, and errors are serialised without
 * the values a failed query carried (its parameters, PostgreSQL's `detail` and quoted inputs).
 */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'tokenHash',
  'otp',
  'codeHash',
  'verificationCode',
  'resetCode',
  'recoveryCode',
  'recoveryCodes',
  'totpSecret',
  'secret',
  'email',
  'phone',
  'authorization',
  'cookie',
];

export const REDACTED = '[redacted]';

const redactPaths = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  'req.headers.authorization',
  'req.headers.cookie',
  // Outgoing mail without SMTP is shown in the development mailbox; the log keeps only its subject.
  'mail.to',
  'mail.text',
];

/** Fields of an error (or its causes) that hold a query's values, not its shape. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'values']);
const CAUSE_DEPTH_MAX = 5;

/** `invalid input syntax for type integer: "abc"` → `…: "[redacted]"`: PostgreSQL quotes the input it refused. */
function withoutQuotedInput(message: string): string {
  return message.replace(/: ".*"$/s, `: "${REDACTED}"`);
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error) || depth > CAUSE_DEPTH_MAX) {
    return { type: typeof error, message: withoutQuotedInput(String(error)), stack: '' };
  }
  // Drizzle's query errors write the parameters into the message itself.
  const query = 'query' in error && typeof error.query === 'string' ? error.query : undefined;
  const message = query ? `Failed query: ${query}` : withoutQuotedInput(error.message);
  const fields: SerializedError = {
    // Some errors (Drizzle's query error) keep the name 'Error'; their class says more.
    type: error.name === 'Error' ? error.constructor.name : error.name,
    message,
    stack: (error.stack ?? '').replace(error.message, message),
  };
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_FIELDS.has(key) || key in fields || key === 'cause' || typeof value === 'object') continue;
    fields[key] = value;
  }
  if (error.cause !== undefined) fields.cause = serializeError(error.cause, depth + 1);
  return fields;
}

/** Pino's number for the error level. */
const ERROR_LEVEL = 50;

/**
 * A browser that leaves a page while an answer is still streaming (the compression plugin logs
 * it as an error): the client went away, nothing on the server failed. Node's streams say so with
 * a code; the `end-of-stream` package the plugin pipes through says it with a bare message.
 */
export function isClientGone(value: unknown): boolean {
  if (!(value instanceof Error)) return false;
  const { code } = value as NodeJS.ErrnoException;
  return code === 'ERR_STREAM_PREMATURE_CLOSE' || (code === undefined && value.message === 'premature close');
}

/**
 * Pino options for the app's logger: the level, redaction, the error serialiser, and a client
 * that went away mid-answer logged at info rather than as a server error.
 */
export function loggerOptions(options: object = {}): FastifyServerOptions['logger'] {
  return {
    ...options,
    redact: { paths: redactPaths, censor: REDACTED },
    serializers: { err: serializeError, error: serializeError },
    hooks: {
      logMethod(args, method, level) {
        // Logged alone (the compression plugin) or as `{ err }` (the error handler, when the
        // stream's failure reaches the reply).
        const first: unknown = args[0];
        const error = first instanceof Error ? first : (first as { err?: unknown } | undefined)?.err;
        if (level >= ERROR_LEVEL && isClientGone(error)) {
          this.info({ err: error }, 'client closed the connection before the answer was sent');
          return;
        }
        method.apply(this, args);
      },
    },
  };
}
