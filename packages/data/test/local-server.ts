import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clearSession, signIn } from '../src/sign-in';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A real HTTP server on a free loopback port that records requests and answers by a handler. */
export async function startLocalServer(
  handler: (req: SeenRequest, res: ServerResponse) => void,
): Promise<{ url: string; seen: SeenRequest[]; close: () => Promise<void> }> {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const record = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(record);
      handler(record, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // A handler that never answers (the hanging geolocation service) must not hold the close.
        server.closeAllConnections();
      }),
  };
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Puts the page on `url` (the local API's origin) and signs in with `token`: how a hook's test against a local API starts. */
export function signedInAt(url: string, token = 'token'): void {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url + '/');
  clearSession();
  signIn({ token });
}
