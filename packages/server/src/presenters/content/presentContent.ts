// GET /content's document in the original's families (issue 14 point 1), built from
// our catalogue with its text in one language. Pure: the same catalogue gives the same document.
import type { LocalizedCatalogue } from '@questlog/core';
import { presentAnimals } from './animals.ts';
import { presentAppearances } from './appearance.ts';
import { presentEggsAndPotions } from './eggsAndPotions.ts';
import { presentFoods } from './food.ts';
import { presentGear } from './gear.ts';
import {
  classes,
  gearTypes,
  presentAchievements,
  presentFaq,
  presentUserDefaults,
} from './player.ts';
import { presentQuests } from './quests.ts';
import { presentLoginIncentives, presentMystery, presentSubscriptionBlocks } from './rewards.ts';
import { armoire, healthPotion } from './shopItems.ts';
import { presentCardTypes, presentSpells } from './spells.ts';

export function presentContent(catalogue: LocalizedCatalogue) {
  const gear = presentGear(catalogue);
  const spells = presentSpells(catalogue);
  const { quests, questsByLevel, bundles, userCanOwnQuestCategories } = presentQuests(catalogue);
  return {
    achievements: presentAchievements(catalogue),
    mystery: presentMystery(gear.flat),
    gear,
    spells,
    /** The original serves the special spells (transformations, antidotes, cards) twice. */
    special: spells.special,
    cardTypes: presentCardTypes(catalogue),
    potion: healthPotion,
    armoire,
    classes,
    gearTypes,
    ...presentEggsAndPotions(catalogue),
    ...presentAnimals(catalogue),
    food: presentFoods(catalogue),
    quests,
    questsByLevel,
    bundles,
    userCanOwnQuestCategories,
    ...presentAppearances(catalogue),
    loginIncentives: presentLoginIncentives(catalogue),
    subscriptionBlocks: presentSubscriptionBlocks(catalogue),
    userDefaults: presentUserDefaults(catalogue),
    faq: presentFaq(catalogue),
  };
}

export type ContentDocument = ReturnType<typeof presentContent>;
