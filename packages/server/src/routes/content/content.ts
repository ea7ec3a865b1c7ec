// GET /content: the catalogue in the original's families and fields (api.md §4.16; issue 14
// point 1), so that third-party tools and the original's apps read it unchanged. The web app
// does not fetch it: it imports the typed catalogue from @questlog/core.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { acceptsGzip, matchesEtag } from './conditional.ts';
import { contentBody, DEFAULT_LANGUAGE, servedLanguage } from './contentBody.ts';
import { getContentSchema } from './schema.ts';

/**
 * An hour public: shared caches and clients reuse the catalogue without asking, and a deploy's
 * new catalogue reaches everyone within the hour; after that a revalidation costs one 304.
 */
const CACHE_CONTROL = 'public, max-age=3600';

export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { appVersion } = app.config;
  // Built when the server starts listening (about 0.3 s), not on the first player's request;
  // apps that only `inject`, as the tests do, build it on their first GET /content.
  app.addHook('onListen', async () => {
    contentBody(DEFAULT_LANGUAGE, appVersion);
  });

  app.get('/content', { schema: getContentSchema }, async (request, reply) => {
    const body = contentBody(servedLanguage(request.query.language), appVersion);
    const isGzip = acceptsGzip(request.headers['accept-encoding']);

    void reply
      .header('etag', isGzip ? body.gzipEtag : body.etag)
      .header('cache-control', CACHE_CONTROL)
      .header('vary', 'accept-encoding')
      .header('content-language', body.language);
    if (matchesEtag(request.headers['if-none-match'], [body.etag, body.gzipEtag])) {
      return reply.code(304).send(null);
    }
    void reply.type('application/json; charset=utf-8');
    // Already serialised: the typed reply expects the envelope object, hence the casts.
    if (isGzip) return reply.header('content-encoding', 'gzip').send(body.gzip as never);
    return reply.send(body.json as never);
  });
};
