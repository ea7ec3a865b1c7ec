import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';
import { successEnvelope } from '../schemas.ts';

const Platform = Type.Enum(['web', 'android', 'ios']);

const FaqEntry = Type.Object({
  heading: Type.String(),
  excludedPlatforms: Type.Array(Platform),
  question: Type.String(),
  web: Type.String(),
});

export const getFaqSchema = {
  summary: 'The help entries, optionally for one platform (no authentication)',
  tags: ['content'],
  querystring: Type.Object({
    platform: Type.Optional(Platform),
    language: Type.Optional(Type.String({ maxLength: 20 })),
  }),
  response: {
    200: successEnvelope(
      Type.Object({
        /** The language the entries are in: the asked one when translated, else English. */
        language: Type.String(),
        questions: Type.Array(FaqEntry),
      }),
    ),
  },
};

/** The faq routes. */
export const faqApi = {
  getFaq: apiRoute('GET', '/faq', getFaqSchema),
};
