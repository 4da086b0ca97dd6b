// A small load balancer for `npm run scale`: HTTP and WebSocket upgrades, round-robin over the API
// processes, with node:http alone. It stands in for the proxy of a real deployment (see
// deploy/compose.yaml), and does what such a proxy must do for Facet:
// - WebSocket upgrades are passed through (the app's socket speaks websocket only);
// - socket.io's long-polling, should a client fall back to it, needs every request of one engine.io
//   session on the node that made it: `/socket.io/` answers pin the client with a cookie;
// - X-Forwarded-For carries the caller's address, so per-IP rate limits count callers, not the proxy
//   (the API nodes run with TRUST_PROXY naming this proxy).
// A node that refuses connections (restarting) is skipped for a second; a GET or HEAD sent to it is
// tried on the next node, anything else is answered 502 in the API's error shape.
import http from 'node:http';
import net from 'node:net';

const STICKY_COOKIE = 'facet_node';
const DOWN_FOR_MS = 1000;

/**
 * Starts the proxy on `port` (0: any free port) in front of `upstreams` (`{host, port}`).
 * Resolves with `{ port, close() }` once it listens.
 */
export async function startLocalProxy({ port, host = '127.0.0.1', upstreams }) {
  const downUntil = upstreams.map(() => 0);
  let next = 0;
  const sockets = new Set();

  /** The next node in turn that is not marked down; the pinned one when the cookie names it. */
  function pick(request, avoid = new Set()) {
    const pinned = stickyIndex(request);
    if (pinned !== undefined && !avoid.has(pinned) && downUntil[pinned] <= Date.now()) return pinned;
    for (let tried = 0; tried < upstreams.length; tried++) {
      const index = next++ % upstreams.length;
      if (!avoid.has(index) && downUntil[index] <= Date.now()) return index;
    }
    // All marked down: try one anyway rather than refuse outright.
    const fallback = upstreams.findIndex((_, index) => !avoid.has(index));
    return fallback === -1 ? undefined : fallback;
  }

  function stickyIndex(request) {
    if (!request.url?.startsWith('/socket.io/')) return undefined;
    const match = new RegExp(`(?:^|;\\s*)${STICKY_COOKIE}=(\\d+)`).exec(request.headers.cookie ?? '');
    const index = match ? Number(match[1]) : undefined;
    return index !== undefined && index < upstreams.length ? index : undefined;
  }

  function forwardedHeaders(request) {
    const client = request.socket.remoteAddress ?? '';
    const prior = request.headers['x-forwarded-for'];
    return {
      ...request.headers,
      'x-forwarded-for': prior ? `${prior}, ${client}` : client,
      'x-forwarded-proto': 'http',
      'x-forwarded-host': request.headers.host ?? '',
    };
  }

  function answer502(response) {
    if (response.headersSent) return response.destroy();
    response.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ message: 'No API node answered. Please try again in a moment.', code: 'BAD_GATEWAY' }));
  }

  function forward(request, response, avoid = new Set()) {
    const index = pick(request, avoid);
    if (index === undefined) return answer502(response);
    const upstream = upstreams[index];
    const outgoing = http.request(
      { host: upstream.host, port: upstream.port, method: request.method, path: request.url, headers: forwardedHeaders(request) },
      (incoming) => {
        const headers = { ...incoming.headers };
        if (request.url?.startsWith('/socket.io/') && stickyIndex(request) !== index) {
          const cookie = `${STICKY_COOKIE}=${index}; Path=/socket.io/; HttpOnly; SameSite=Lax`;
          headers['set-cookie'] = [...(headers['set-cookie'] ?? []), cookie];
        }
        response.writeHead(incoming.statusCode ?? 502, incoming.statusMessage, headers);
        incoming.pipe(response);
      },
    );
    outgoing.on('error', (error) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET') downUntil[index] = Date.now() + DOWN_FOR_MS;
      // A request without a body has lost nothing: the next node gets it.
      const retriable = (request.method === 'GET' || request.method === 'HEAD') && error.code === 'ECONNREFUSED';
      avoid.add(index);
      if (retriable && avoid.size < upstreams.length) return forward(request, response, avoid);
      answer502(response);
    });
    request.pipe(outgoing);
  }

  const server = http.createServer((request, response) => forward(request, response));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('upgrade', (request, client, head) => {
    const index = pick(request);
    if (index === undefined) return client.destroy();
    const upstream = upstreams[index];
    const connection = net.connect(upstream.port, upstream.host, () => {
      const headers = forwardedHeaders(request);
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (const [name, value] of Object.entries(headers)) {
        for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${one}`);
      }
      connection.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) connection.write(head);
      client.pipe(connection).pipe(client);
    });
    sockets.add(connection);
    connection.on('close', () => sockets.delete(connection));
    const end = () => {
      client.destroy();
      connection.destroy();
    };
    connection.on('error', (error) => {
      if (error.code === 'ECONNREFUSED') downUntil[index] = Date.now() + DOWN_FOR_MS;
      end();
    });
    client.on('error', end);
    client.on('close', end);
    connection.on('end', end);
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: server.address().port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
