import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';
import { successEnvelope } from '../schemas.ts';

const keyed = (description: string) =>
  Type.Record(Type.String(), Type.Unknown(), { description: `${description}, by key` });

/** The families clients of the original read, each documented in one line. */
const ContentFamilies = Type.Object(
  {
    gear: Type.Object(
      {
        flat: keyed(
          'Every piece of gear: key, text, notes, type, klass, index, set, value, str, int, per, con, twoHanded, last, specialClass, event, mystery',
        ),
        tree: Type.Unknown({ description: 'The same pieces as tree[type][klass][index]' }),
      },
      { description: 'Gear' },
    ),
    spells: Type.Unknown({
      description:
        'Skills as spells[class][key] (key, text, notes, mana, target, lvl), plus spells.special',
    }),
    special: keyed('Transformation items, antidotes and cards'),
    cardTypes: keyed('Cards: key, messageOptions, yearRound'),
    eggs: keyed('Eggs: key, text, adjective, mountText, value (gems), notes'),
    dropEggs: keyed('Drop eggs'),
    questEggs: keyed('Quest eggs'),
    hatchingPotions: keyed(
      'Hatching potions: key, text, notes, value (gems), premium, limited, wacky',
    ),
    dropHatchingPotions: keyed('Standard potions'),
    premiumHatchingPotions: keyed('Premium potions'),
    wackyHatchingPotions: keyed('Wacky potions'),
    pets: keyed('Drop pets (Egg-Potion → true)'),
    questPets: keyed('Quest pets (→ true)'),
    premiumPets: keyed('Premium pets (→ true)'),
    specialPets: keyed('Special pets (→ name)'),
    wackyPets: keyed('Wacky pets (→ true)'),
    mounts: keyed('Drop mounts (→ true)'),
    questMounts: keyed('Quest mounts (→ true)'),
    premiumMounts: keyed('Premium mounts (→ true)'),
    specialMounts: keyed('Special mounts (→ name)'),
    petInfo: keyed('Every pet: key, type, egg, potion, text, canFind'),
    mountInfo: keyed('Every mount: key, type, egg, potion, text, canFind'),
    food: keyed('Food: key, text, notes, value, target, canDrop'),
    quests: keyed(
      'Quests: key, text, notes, completion, category, value, lvl, boss, collect, drop, previous, prereqQuests, unlockCondition',
    ),
    questsByLevel: Type.Array(Type.Unknown(), { description: 'Every quest by required level' }),
    userCanOwnQuestCategories: Type.Array(Type.String()),
    bundles: keyed('Quest bundles: key, text, notes, bundleKeys, type, value'),
    mystery: keyed('Mystery sets: key, start, end, class, items'),
    timeTravelStable: Type.Unknown({ description: '{ pets, mounts }: hourglass animals → name' }),
    potion: Type.Unknown({ description: 'The health potion: key, type, text, notes, value' }),
    armoire: Type.Unknown({ description: 'The Enchanted Armoire: key, type, text, notes, value' }),
    classes: Type.Array(Type.String()),
    gearTypes: Type.Array(Type.String()),
    userDefaults: Type.Unknown({
      description: 'A new player’s habits, dailys, todos, rewards, tags',
    }),
    backgrounds: keyed('Backgrounds by set key, each set its backgrounds'),
    backgroundsFlat: keyed('Backgrounds: key, text, notes, price, set, currency'),
    appearances: Type.Unknown({
      description:
        'hair{color,base,bangs,flower,beard,mustache}, skin, shirt, size, chair, background',
    }),
    loginIncentives: keyed(
      'Check-in counts 1–500: rewardKey, reward, prevRewardKey, nextRewardKey',
    ),
    subscriptionBlocks: keyed('Subscription plans'),
    achievements: keyed('Achievements: key, icon, title, text'),
    faq: Type.Unknown({ description: '{ questions: [{ heading, question, web, exclusions }] }' }),
  },
  { additionalProperties: true },
);

export const getContentSchema = {
  summary: 'The content catalogue in the original API’s families (no authentication)',
  description:
    'The catalogue as clients of the original API read it: gear.flat and gear.tree, spells by ' +
    'class, eggs and hatching potions by set, pets and mounts with petInfo and mountInfo, food, ' +
    'quests and questsByLevel, bundles, mystery sets, backgrounds, appearances, login ' +
    'incentives, subscription blocks, user defaults, achievements and the FAQ; text in the ' +
    'language asked for (English where there is no translation; `Content-Language` says which). ' +
    'The answer carries a strong `ETag`; send it back in `If-None-Match` to get 304 without a ' +
    'body. Sent gzip-compressed when `Accept-Encoding` allows.',
  tags: ['content'],
  querystring: Type.Object({
    /** A language code; one the catalogue has no translations for is answered in English. */
    language: Type.Optional(Type.String({ maxLength: 20 })),
  }),
  response: {
    200: successEnvelope(ContentFamilies),
    304: Type.Null({ description: 'Not modified: the ETag sent still names the catalogue' }),
  },
};

/** The content routes. */
export const contentApi = {
  getContent: apiRoute('GET', '/content', getContentSchema),
};
