// The whole content catalogue (issue 6): every family, keyed by family name, each with its items
// and English text. Shops, drops, quests, the stable, the avatar and the achievements read it; the
// server answers it localised at GET /content and the web app imports it directly.
import {
  backgrounds,
  customizations,
  customizationSets,
  customizationText,
} from './appearance/index.ts';
import {
  calendarText,
  datedEvents,
  RELEASE_HOUR_UTC,
  releaseDay,
  releaseKinds,
  seasonInfo,
  yearlyEventTemplates,
} from './calendar/index.ts';
import { family, type CatalogueFamily } from './catalogueFamily.ts';
import {
  achievementCountTables,
  cardMessageText,
  faqText,
  groupCategoryTable,
  subscriptionTable,
} from './catalogueText.ts';
import { faqEntries } from './faq/index.ts';
import { GEAR, gearText } from './gear/index.ts';
import {
  achievements,
  achievementText,
  gemPacks,
  groupCategories,
  incentiveRewardCounts,
  loginIncentiveAt,
  loginIncentiveText,
  starterTasks,
  starterTaskText,
  subscriptionPlans,
} from './misc/index.ts';
import {
  QUESTS,
  questBossText,
  questBundles,
  questBundleText,
  questCollectText,
  questCompletionChatText,
  questCompletionText,
  questDesperationText,
  questLevelDrops,
  questRageText,
  questText,
} from './quests/index.ts';
import {
  antidotes,
  antidoteText,
  cards,
  cardText,
  classSpells,
  classSpellText,
  transformationItems,
  transformationText,
} from './spells/index.ts';
import {
  eggs,
  eggText,
  foods,
  foodText,
  hatchingPotions,
  mounts,
  mountText,
  pets,
  petText,
  potionText,
  specialPetOffers,
  TIME_TRAVEL_STABLE,
} from './stable/index.ts';

const byPath = { keyOf: (item: { path: string }) => item.path };

/** Every check-in count that carries a reward, with its links to the neighbouring ones. */
const rewardedCheckIns = incentiveRewardCounts.flatMap((count) => {
  const entry = loginIncentiveAt(count);
  return entry ? [{ key: String(count), ...entry }] : [];
});

export const CATALOGUE = {
  gear: family(GEAR, gearText),
  eggs: family(eggs, eggText),
  hatchingPotions: family(hatchingPotions, potionText),
  food: family(foods, foodText),
  pets: family(pets, petText),
  mounts: family(mounts, mountText),
  /** Sold for mystic hourglasses: each key is both a pet and a mount. */
  timeTravelStable: family(
    TIME_TRAVEL_STABLE.map((key) => ({ key, pet: key, mount: key })),
    petText,
  ),
  /** Special pets sold for gems during an event (Gryphatrice-Jubilant). */
  specialPetOffers: family(specialPetOffers, petText),
  spells: family(classSpells, classSpellText),
  /** Transformation items and their antidotes (the original's `special`). */
  special: family([...transformationItems, ...antidotes], {
    ...transformationText,
    ...antidoteText,
  }),
  cards: family(cards, cardText, { extraText: cardMessageText }),
  quests: family(QUESTS, questText, {
    extraText: {
      boss: questBossText,
      completion: questCompletionText,
      completionChat: questCompletionChatText,
      rage: questRageText,
      desperation: questDesperationText,
    },
  }),
  /** The things collect quests ask a party to find. */
  questCollectibles: family(
    Object.keys(questCollectText).map((key) => ({ key })),
    questCollectText,
  ),
  questBundles: family(questBundles, questBundleText),
  /** Scrolls granted on reaching a level, keyed by the level. */
  questLevelDrops: family(
    questLevelDrops.map((drop) => ({ key: String(drop.lvl), ...drop })),
    questText,
    { textKeyOf: (drop) => drop.questKey },
  ),
  /** Hair, skin, shirt, size and chair options, keyed by unlock path (`hair.color.rainbow`). */
  customizations: family(
    customizations.filter((option) => option.kind !== 'background'),
    customizationText,
    byPath,
  ),
  /** Backgrounds, keyed as the player's state and the check-in rewards name them (`beach`). */
  backgrounds: family(backgrounds, customizationText, { textKeyOf: byPath.keyOf }),
  /** Customisation and background sets, appearance sets first. */
  customizationSets: family(customizationSets, customizationText, {
    textKeyOf: (set) => `set.${set.key}`,
  }),
  seasons: family(seasonInfo, calendarText, { textKeyOf: (season) => `season.${season.key}` }),
  events: family(datedEvents, calendarText, { textKeyOf: (event) => `event.${event.key}` }),
  /** Templates of the events that come back every year. */
  yearlyEvents: family(yearlyEventTemplates, calendarText, {
    textKeyOf: (event) => `event.${event.key}`,
  }),
  /** The monthly shop rotation: what is released on which day at 08:00 UTC. */
  shopReleases: family(
    releaseKinds.map((kind) => ({ key: kind, day: releaseDay[kind], hourUtc: RELEASE_HOUR_UTC })),
    calendarText,
    { textKeyOf: (release) => `release.${release.key}` },
  ),
  /** Check-in counts with a reward, keyed by count; counts between them award nothing. */
  loginIncentives: family(rewardedCheckIns, loginIncentiveText, {
    textKeyOf: (entry) => `checkIn${entry.key}`,
  }),
  achievements: family(achievements, achievementText, { extraText: achievementCountTables }),
  subscriptionPlans: family(subscriptionPlans, subscriptionTable),
  gemPacks: family(gemPacks, subscriptionTable),
  starterTasks: family(starterTasks, starterTaskText),
  groupCategories: family(
    groupCategories.map((key) => ({ key })),
    groupCategoryTable,
  ),
  /** Help entries keyed by heading; the question is the text, the web answer the notes. */
  faq: family(
    faqEntries.map((entry) => ({ key: entry.heading, excludedPlatforms: entry.excludedPlatforms })),
    faqText,
  ),
} as const;

export type Catalogue = typeof CATALOGUE;
export type CatalogueFamilyName = keyof Catalogue;
/** The item type of a family. */
export type CatalogueItem<F extends CatalogueFamilyName> =
  Catalogue[F] extends CatalogueFamily<infer T> ? T : never;

export const CATALOGUE_FAMILY_NAMES = Object.keys(CATALOGUE) as CatalogueFamilyName[];
