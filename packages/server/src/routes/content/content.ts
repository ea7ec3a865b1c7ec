// GET /content: the catalogue in the original's families and fields (issue 14 point 1), so that
// third-party tools and the original's apps read it unchanged. The web app does not fetch it: it
// imports the typed catalogue from @questlog/core.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { acceptsGzip, matchesEtag } from './conditional.ts';
import { contentBody, DEFAULT_LANGUAGE, servedLanguage } from './contentBody.ts';
import { contentApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

/**
 * An hour public: shared caches and clients reuse the catalogue without asking, and a deploy's
 * new catalogue reaches everyone within the hour; after that a revalidation costs one 304.
 */
const CACHE_CONTROL = 'public, max-age=3600';

/** How long after start-up the English document is built. */
const WARM_UP_DELAY_MS = 1000;

export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { appVersion } = app.config;
  // Built just after the server starts listening (about 0.3 s of CPU), so that neither the start
  // nor the first player waits for it; a request before then builds it itself. Apps that only
  // `inject`, as the tests do, build it on their first GET /content.
  let warmUp: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    warmUp = setTimeout(() => void contentBody(DEFAULT_LANGUAGE, appVersion), WARM_UP_DELAY_MS);
    warmUp.unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(warmUp);
  });

  route(app, contentApi.getContent, async (request, reply) => {
    const body = await contentBody(servedLanguage(request.query.language), appVersion);
    const isGzip = acceptsGzip(request.headers['accept-encoding']);

    void reply
      .header('etag', isGzip ? body.gzipEtag : body.etag)
      .header('cache-control', CACHE_CONTROL)
      .header('vary', 'accept-encoding')
      .header('content-language', body.language);
    if (matchesEtag(request.headers['if-none-match'], [body.etag, body.gzipEtag])) {
      // No body at all (`null` would be sent as the text "null"): a real server drops a 304's
      // body, but the test client keeps whatever is sent. The typed reply wants the schema's null.
      return reply.code(304).send(undefined as never);
    }
    void reply.type('application/json; charset=utf-8');
    // Already serialised: the typed reply expects the envelope object, hence the casts.
    if (isGzip) return reply.header('content-encoding', 'gzip').send(body.gzip as never);
    return reply.send(body.json as never);
  });
};
