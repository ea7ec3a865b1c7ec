import { Type } from 'typebox';
import { successEnvelope } from '../../middleware/envelope.ts';

export const getContentSchema = {
  summary: 'The content catalogue with its text in one language (no authentication)',
  description:
    'Every family of the catalogue (gear, eggs, hatchingPotions, food, pets, mounts, spells, ' +
    'special, cards, quests, questBundles, customizations, backgrounds, events, loginIncentives, ' +
    'achievements, subscriptionPlans, gemPacks, starterTasks, groupCategories, faq, ' +
    'timeTravelStable, …), each an object of items by key; every item carries its data and its ' +
    '`text`, `notes` and extra `texts` in the language asked for, English where a string has no ' +
    'translation. `data.language` names the language served. The answer carries a strong `ETag`; ' +
    'send it back in `If-None-Match` to get 304 without a body.',
  tags: ['content'],
  querystring: Type.Object({
    /** A language code; one the catalogue has no translations for is answered in English. */
    language: Type.Optional(Type.String({ maxLength: 20 })),
  }),
  response: {
    200: successEnvelope(
      Type.Record(Type.String(), Type.Unknown(), {
        description: 'The families by name, plus `language`',
      }),
    ),
    304: Type.Null({ description: 'Not modified: the ETag sent still names the catalogue' }),
  },
};
