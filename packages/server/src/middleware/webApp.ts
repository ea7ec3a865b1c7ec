// Serves the built web app next to the API. The client routes in history mode, so any page path
// the server does not know (`/login`, `/shops/market`) answers index.html and the client decides;
// unknown API paths and other methods get a JSON 404 (NotFound, as the original answers them).
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { NotFound } from '@questlog/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NOT_BUILT =
  'Questlog: the web app is not built yet. Run `npm run build`, then restart the server.\n';

/** Hashed file names never change content, so browsers may keep them for a year. */
const FOREVER = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is revalidated so a new release shows at once. */
const REVALIDATE = 'no-cache';

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

export function registerWebApp(app: FastifyInstance, webDist: string): void {
  const hasWebApp = existsSync(join(webDist, 'index.html'));
  if (hasWebApp) {
    const assetsDir = join(webDist, 'assets') + sep;
    void app.register(fastifyStatic, {
      root: webDist,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.startsWith(assetsDir) ? FOREVER : REVALIDATE);
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(path) &&
      !path.startsWith('/assets/');
    if (!isPageRequest) {
      throw new NotFound('routeNotFound', { params: { method: request.method, path } });
    }
    if (!hasWebApp) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(NOT_BUILT);
    }
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  });
}
