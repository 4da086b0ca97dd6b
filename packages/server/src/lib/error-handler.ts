import type { ApiErrorBody, ErrorCode } from '@facet/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

// Fastify's own client errors (bad JSON, body too large, wrong content type) carry a status but no
// code of ours.
const codeByStatus: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'FILE_TOO_LARGE',
  429: 'RATE_LIMITED',
};

/**
 * Answers every error as `{message, code, data?}`. Only errors meant for the caller show their message;
 * anything else is logged and answered with a generic 500, so no stack or SQL text leaves the server.
 */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpError) {
    const body: ApiErrorBody = { message: error.message, code: error.code };
    if (error.data !== undefined) body.data = error.data;
    return reply.code(error.statusCode).send(body);
  }
  const status = clientErrorStatus(error);
  if (status !== undefined && error instanceof Error) {
    request.log.info({ err: error }, 'rejected request');
    const body: ApiErrorBody = { message: error.message, code: codeByStatus[status] ?? 'VALIDATION_FAILED' };
    return reply.code(status).send(body);
  }
  request.log.error({ err: error }, 'request failed');
  const body: ApiErrorBody = { message: INTERNAL_MESSAGE, code: 'INTERNAL' };
  return reply.code(500).send(body);
}

function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}
