import type { ErrorCode, FieldError } from '@nova/contracts';

/**
 * An expected outcome that ends a request with a 4xx (TigerStyle: outcomes are values). The
 * HTTP status comes from the contracts' error catalog, decided in one place.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldError[];
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    errors: FieldError[] = [],
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.code = code;
    this.errors = errors;
    this.headers = headers;
  }
}

/** A refusal tied to one field, shown under that field by the forms. */
export function fieldError(code: ErrorCode, path: string, msg: string): AppError {
  return new AppError(code, msg, [{ path, msg }]);
}
