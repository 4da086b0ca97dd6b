/**
 * Security headers on every answer (pages, API, files, docs), with a Content-Security-Policy written
 * for this app: what it loads from itself, the blob: and data: URLs the 3D viewer's glTF loader makes
 * for embedded textures and buffers, and the country-lookup services the browser asks. Stored files
 * come from this origin too (the `/files/` route serves local and S3 storage alike). Nothing else may run, load, frame the app or receive its forms.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppMode } from '../config';

export interface SecurityHeadersOptions {
  appMode: AppMode;
  /** The built app's folder: the inline scripts of its `index.html` are allowed by their hashes. */
  appDistDir: string;
  /** Other origins the browser calls (the country-lookup services). */
  connectOrigins: readonly string[];
}

/** A year, the value browsers' preload lists ask for. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** `'sha256-…'` of each inline `<script>` (one without `src`) in an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The CSP directives for these options; the tests read them back from the served header. */
function contentSecurityPolicy(options: Omit<SecurityHeadersOptions, 'appDistDir'> & { inlineScripts: readonly string[] }) {
  const connect = [...new Set(options.connectOrigins)];
  return {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets the splat viewer (Spark) compile its WebAssembly sorter; it allows no
    // JavaScript eval.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...options.inlineScripts],
    'script-src-attr': ["'none'"],
    // Scripts are held to this app's own files; styles are not: the toaster and react-aria insert
    // <style> elements and React sets style attributes, none of which can run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Embedded glTF textures become blob: images; small icons and story-like previews are data: URLs.
    'img-src': ["'self'", 'blob:', 'data:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'"],
    // 'self' covers the socket (ws: and wss: of this origin); the glTF loader fetches blob: and data:.
    'connect-src': ["'self'", 'blob:', 'data:', ...connect],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(options.appMode === 'production' ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Helmet's middleware, made once from this configuration and run on every request's raw response.
 * (The Fastify plugin for it made the middleware again on every request, parsing the whole policy
 * each time.) Headers a route sets itself (a stored file's own policy) replace these.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const indexHtml = join(options.appDistDir, 'index.html');
  const inlineScripts = existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : [];
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy({ ...options, inlineScripts }) },
    // Over plain http (the embedded product on a laptop or a LAN address) HSTS would lock browsers
    // out of the address; a production deployment is served over https.
    strictTransportSecurity: options.appMode === 'production' ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // The app loads nothing cross-origin that would send the opt-in headers this needs.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
