import type { ErrorCode } from '@facet/contract';

/** An error meant for the caller: the error handler answers it as `{message, code, data?}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
