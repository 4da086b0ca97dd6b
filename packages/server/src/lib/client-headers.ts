import type { IncomingHttpHeaders } from 'node:http';

/** What a client says about itself in the `x-platform` and `x-client-info` headers. */
export interface ClientHeaders {
  platform: string | undefined;
  clientInfo: string | undefined;
}

export function clientHeaders(headers: IncomingHttpHeaders): ClientHeaders {
  return { platform: first(headers['x-platform']), clientInfo: first(headers['x-client-info']) };
}

// A custom header sent twice arrives as an array; the first is the client's own.
function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
