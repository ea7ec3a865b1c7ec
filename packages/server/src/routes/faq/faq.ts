// GET /faq: the help entries, filtered for the asking platform when it says which, in the
// `?language=` asked (the catalogue's `faq` table; English where a language has not translated it).
import { faqEntries, faqForPlatform, loadCatalogueTable } from '@questlog/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { faqApi } from '@questlog/core/api';
import { DEFAULT_LANGUAGE } from '@questlog/core/languages';
import { servedLanguage } from '../content/contentBody.ts';
import { route } from '../registerRoute.ts';

export const faqRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, faqApi.getFaq, async (request, reply) => {
    const { platform } = request.query;
    const asked = servedLanguage(request.query.language);
    const translated =
      asked === DEFAULT_LANGUAGE ? undefined : await loadCatalogueTable(asked, 'faq');
    const entries = platform ? faqForPlatform(platform) : faqEntries;
    const questions = entries.map((entry) => ({
      ...entry,
      excludedPlatforms: [...entry.excludedPlatforms],
      question: translated?.[entry.heading]?.text ?? entry.question,
      web: translated?.[entry.heading]?.notes ?? entry.web,
    }));
    return reply.envelope({ language: translated ? asked : DEFAULT_LANGUAGE, questions });
  });
};
