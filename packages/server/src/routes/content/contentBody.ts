// GET /content's answer, serialised once per language and kept: the JSON, its gzip and their
// strong ETags. The catalogue only changes with a deploy, so the work (about 0.3 s for 1.7 MB of
// JSON and its gzip) is done once per process and language rather than per request.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import {
  loadCatalogueTranslation,
  localizedCatalogue,
  type CatalogueTranslations,
} from '@questlog/core';
import { DEFAULT_LANGUAGE, languageOf } from '@questlog/core/languages';
import { presentContent } from '../../presenters/content/presentContent.ts';

export { DEFAULT_LANGUAGE };

export interface ContentBody {
  /** The language the text is in: the asked one when translated, else English. */
  language: string;
  json: string;
  gzip: Buffer;
  /** Strong ETags of the two representations (RFC 9110 §8.8.3: one per content coding). */
  etag: string;
  gzipEtag: string;
}

/**
 * The language a `?language=` asks for, as one of ours (the original's `pt_BR` and `zh` read as
 * pt-BR and zh-CN); any other is English, as the original answers. Only our languages are kept,
 * so the cache stays bounded.
 */
export function servedLanguage(asked: string | undefined): string {
  return (asked !== undefined && languageOf(asked)) || DEFAULT_LANGUAGE;
}

/** A language's translated tables, read on its first request; none for English. */
async function translationsOf(language: string): Promise<CatalogueTranslations> {
  if (language === DEFAULT_LANGUAGE) return {};
  const translation = await loadCatalogueTranslation(language);
  // A language with no table yet answers as English (its `language` too).
  return Object.keys(translation).length > 0 ? { [language]: translation } : {};
}

async function buildBody(language: string, appVersion: string): Promise<ContentBody> {
  const catalogue = localizedCatalogue(language, await translationsOf(language));
  const data = presentContent(catalogue);
  // The original's envelope for /content carries no notifications; ours adds appVersion as
  // every answer does.
  const json = JSON.stringify({ success: true, data, appVersion });
  const hash = createHash('sha256').update(json).digest('base64url');
  return {
    language: catalogue.language,
    json,
    gzip: gzipSync(json, { level: 9 }),
    etag: `"${hash}"`,
    gzipEtag: `"${hash}-gzip"`,
  };
}

const bodies = new Map<string, Promise<ContentBody>>();

/** The answer for a served language, built on first use and kept for the process's life. */
export function contentBody(language: string, appVersion: string): Promise<ContentBody> {
  const cacheKey = `${appVersion}\n${language}`;
  let body = bodies.get(cacheKey);
  if (!body) {
    body = buildBody(language, appVersion);
    // A failed build is not kept: the next request tries again.
    body.catch(() => bodies.delete(cacheKey));
    bodies.set(cacheKey, body);
  }
  return body;
}
