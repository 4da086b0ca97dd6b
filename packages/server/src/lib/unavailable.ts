/**
 * Outages of what the API stands on, told apart from bugs: the database not answering (restarting,
 * unreachable, refusing connections) and the file storage not answering. Requests that meet one are
 * answered 503 `SERVICE_UNAVAILABLE`, which a client may retry, instead of a 500.
 */

// Socket-level failures: the other side is down, restarting or unreachable.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);
// PostgreSQL's SQLSTATEs for a server shutting down or not accepting connections (class 08 and 57P0x).
const DATABASE_DOWN_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
// node-postgres's own words when a connection ends under a query or cannot be made in time.
const DATABASE_DOWN_MESSAGES = [
  'Connection terminated',
  'connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection ended',
];

/** The error and its causes, outermost first (Drizzle and the AWS SDK wrap the driver's error). */
function* causes(error: unknown): Generator<Record<string, unknown>> {
  for (let current: unknown = error, depth = 0; typeof current === 'object' && current !== null && depth < 8; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

/** Whether the error says the database could not be reached or went away mid-query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) {
    const code = cause.code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || DATABASE_DOWN_CODES.has(code))) return true;
    const message = cause.message;
    if (typeof message === 'string' && DATABASE_DOWN_MESSAGES.some((words) => message.includes(words))) return true;
  }
  return false;
}

/** The file storage (an S3 service) did not answer, or answered that it cannot serve now (5xx). */
export class StorageUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The file storage did not answer.', options);
    this.name = 'StorageUnavailableError';
  }
}

/** Whether an S3 client's error is the service being unreachable or failing on its side. */
export function isStorageOutage(error: unknown): boolean {
  for (const cause of causes(error)) {
    const code = cause.code;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    const metadata = cause.$metadata as { httpStatusCode?: number } | undefined;
    if (typeof metadata?.httpStatusCode === 'number' && metadata.httpStatusCode >= 500) return true;
    // The SDK's names for a socket that timed out or an answer that never came.
    if (cause.name === 'TimeoutError' || cause.name === 'RequestTimeout') return true;
  }
  return false;
}

/** An S3 client's outage as `StorageUnavailableError`; anything else as it came. */
export function storageOutageAs(error: unknown): unknown {
  return !(error instanceof StorageUnavailableError) && isStorageOutage(error) ? new StorageUnavailableError({ cause: error }) : error;
}
