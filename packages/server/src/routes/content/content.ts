// GET /content: the whole catalogue, localised (api.md §4.16; issue 6 point 7). It only changes
// with a deploy, so each language's JSON is built once, on its first request, and kept with a
// strong ETag; a client that sends the ETag back gets 304 and keeps its copy.
import { createHash } from 'node:crypto';
import { localizedCatalogue, type CatalogueTranslations } from '@questlog/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getContentSchema } from './schema.ts';

// Other languages join here as their catalogues are written; until then every answer is English.
const TRANSLATIONS: CatalogueTranslations = {};
const DEFAULT_LANGUAGE = 'en';

/**
 * An hour public: shared caches and clients reuse the catalogue without asking, and a deploy's
 * new catalogue reaches everyone within the hour; after that a revalidation costs one 304.
 */
const CACHE_CONTROL = 'public, max-age=3600';

interface CachedBody {
  json: string;
  etag: string;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Keyed by served language only, so arbitrary ?language= values cannot grow it.
  const bodies = new Map<string, CachedBody>();

  app.get('/content', { schema: getContentSchema }, async (request, reply) => {
    const asked = request.query.language;
    const language = asked !== undefined && asked in TRANSLATIONS ? asked : DEFAULT_LANGUAGE;
    let body = bodies.get(language);
    if (!body) {
      const json = JSON.stringify(reply.envelope(localizedCatalogue(language, TRANSLATIONS)));
      const etag = `"${createHash('sha256').update(json).digest('base64url')}"`;
      body = { json, etag };
      bodies.set(language, body);
    }

    void reply.header('etag', body.etag).header('cache-control', CACHE_CONTROL);
    if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.code(304).send(null);
    // Already serialised: Fastify sends a string with a JSON content type as it is, so the
    // typed reply (which expects the envelope object) is told so with a cast.
    return reply.type('application/json; charset=utf-8').send(body.json as never);
  });
};
