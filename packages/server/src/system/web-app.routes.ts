/** Serves the built browser app, with the SPA fallback, and answers every unmatched request. */
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PATH_PARAM_MAX_LENGTH } from '@facet/contract';
import type { Config } from '../config';
import { PATH_PARAM_MAX_LENGTH_MESSAGE } from '../lib/error-handler';
import { HttpError } from '../lib/http-error';

/** How much of an unknown path the 404 says back. */
const SHOWN_PATH_MAX = 120;
const NOT_BUILT_MESSAGE = 'The web app is not built. Run npm start from the repository root.';

// Outside the API catalogue: the app's own files and pages, and the answer for any address the API lacks.
export async function webAppRoutes(app: FastifyInstance, config: Pick<Config, 'appDistDir'>): Promise<void> {
  const root = config.appDistDir;
  const built = existsSync(join(root, 'index.html'));

  if (built) {
    await app.register(fastifyStatic, {
      root,
      cacheControl: false,
      setHeaders(reply, path) {
        // Vite puts content-hashed files in assets/: a new build gives new names, so they never go stale.
        const hashed = relative(root, path).startsWith(`assets${sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`No web app in ${root} (index.html is missing): serving the API only.`);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const page = isPageRequest(request);
    if (built && page) return reply.sendFile('index.html');
    if (!built && (page || pathOf(request) === '/')) throw new HttpError(503, 'SERVICE_UNAVAILABLE', NOT_BUILT_MESSAGE);
    // The router matches no parameter longer than it takes; the docs answer such a path 414.
    if (pathOf(request).split('/').some((segment) => segment.length > PATH_PARAM_MAX_LENGTH)) {
      throw new HttpError(414, 'VALIDATION_FAILED', PATH_PARAM_MAX_LENGTH_MESSAGE);
    }
    const path = pathOf(request);
    throw new HttpError(404, 'NOT_FOUND', `Nothing at ${request.method} ${path.length > SHOWN_PATH_MAX ? `${path.slice(0, SHOWN_PATH_MAX)}...` : path}`);
  });
}

// A browser navigating to a client-side route: it asks for HTML.
function isPageRequest(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}
