// GET /content's answer, serialised once per language and kept: the JSON, its gzip and their
// strong ETags. The catalogue only changes with a deploy, so the work (about 0.3 s for 1.7 MB of
// JSON and its gzip) is done once per process and language rather than per request.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { localizedCatalogue, type CatalogueTranslations } from '@questlog/core';
import { presentContent } from '../../presenters/content/presentContent.ts';

export interface ContentBody {
  /** The language the text is in: the asked one when translated, else English. */
  language: string;
  json: string;
  gzip: Buffer;
  /** Strong ETags of the two representations (RFC 9110 §8.8.3: one per content coding). */
  etag: string;
  gzipEtag: string;
}

// Other languages join here as their catalogues are written; until then every answer is English.
const TRANSLATIONS: CatalogueTranslations = {};
export const DEFAULT_LANGUAGE = 'en';

/** The served language for a `?language=`: only translated ones, so the cache stays bounded. */
export function servedLanguage(asked: string | undefined): string {
  return asked !== undefined && Object.hasOwn(TRANSLATIONS, asked) ? asked : DEFAULT_LANGUAGE;
}

function buildBody(language: string, appVersion: string): ContentBody {
  const data = presentContent(localizedCatalogue(language, TRANSLATIONS));
  // The original's envelope for /content carries no notifications; ours adds appVersion as
  // every answer does.
  const json = JSON.stringify({ success: true, data, appVersion });
  const hash = createHash('sha256').update(json).digest('base64url');
  return {
    language,
    json,
    gzip: gzipSync(json, { level: 9 }),
    etag: `"${hash}"`,
    gzipEtag: `"${hash}-gzip"`,
  };
}

const bodies = new Map<string, ContentBody>();

/** The answer for a served language, built on first use and kept for the process's life. */
export function contentBody(language: string, appVersion: string): ContentBody {
  const cacheKey = `${appVersion}\n${language}`;
  let body = bodies.get(cacheKey);
  if (!body) {
    body = buildBody(language, appVersion);
    bodies.set(cacheKey, body);
  }
  return body;
}
