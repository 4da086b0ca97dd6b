import { type ApiErrorBody, type ErrorCode, PATH_PARAM_MAX_LENGTH } from '@facet/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { HttpError } from './http-error';
import { isDatabaseUnavailable, StorageUnavailableError } from './unavailable';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
const DATABASE_DOWN_MESSAGE = 'The database is not answering. Please try again in a moment.';
const STORAGE_DOWN_MESSAGE = 'File storage is not answering. Please try again in a moment.';
export const PATH_PARAM_MAX_LENGTH_MESSAGE = `A path parameter is over ${PATH_PARAM_MAX_LENGTH} characters.`;

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
    // The router's own 414 says the whole path back; the docs' words say the limit.
    const message = status === 414 ? PATH_PARAM_MAX_LENGTH_MESSAGE : error.message;
    const body: ApiErrorBody = { message, code: codeByStatus[status] ?? 'VALIDATION_FAILED' };
    return reply.code(status).send(body);
  }
  // An outage, not a bug: the caller may try again once it is over.
  const outage = error instanceof StorageUnavailableError ? STORAGE_DOWN_MESSAGE : isDatabaseUnavailable(error) ? DATABASE_DOWN_MESSAGE : undefined;
  if (outage) {
    request.log.warn({ err: error }, 'request failed: a service is not answering');
    return reply.code(503).header('retry-after', '5').send({ message: outage, code: 'SERVICE_UNAVAILABLE' } satisfies ApiErrorBody);
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

/**
 * Answers, on the socket, a request Node's HTTP parser could not read (it never becomes a request
 * Fastify routes): 408 when it came too slowly, 431 when its headers are too large, else 400, each as
 * `{message, code}`. A socket already closed or reset gets nothing.
 */
export function answerUnreadableRequest(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'The request took too long to arrive.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'The request headers are too large.']
        : [400, 'Bad Request', 'The request could not be read as HTTP: its body may be shorter than its Content-Length, or a header is malformed.'];
  const body = JSON.stringify({ message, code: 'VALIDATION_FAILED' } satisfies ApiErrorBody);
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
}
