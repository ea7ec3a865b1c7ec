// GET /faq: the help entries, filtered for the asking platform when it says which.
import { faqEntries, faqForPlatform } from '@questlog/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { faqApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const faqRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, faqApi.getFaq, async (request, reply) => {
    // Any ?language= is accepted; English is the only catalogue so far, so every language falls back to it.
    const { platform } = request.query;
    const entries = platform ? faqForPlatform(platform) : faqEntries;
    const questions = entries.map((entry) => ({
      ...entry,
      excludedPlatforms: [...entry.excludedPlatforms],
    }));
    return reply.envelope({ language: 'en' as const, questions });
  });
};
