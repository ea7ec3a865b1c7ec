// Cross-family invariants of the content catalogue (issue 6 "Tests"): every key one family names
// exists in the family it belongs to, keys are unique, and every item has English text.
import { describe, expect, it } from 'vitest';
import { CATALOGUE, CATALOGUE_FAMILY_NAMES, type CatalogueFamilyName } from './catalogue.ts';
import { itemsByKey, type CatalogueFamily } from './catalogueFamily.ts';
import { MYSTERY_SETS } from './gear/index.ts';
import { loginIncentives } from './misc/index.ts';
import { questDropKeys, questDropTypes, type QuestDropType } from './quests/index.ts';
import { dropPets, STABLE_QUEST_KEYS } from './stable/index.ts';

const familyOf = (name: CatalogueFamilyName) => CATALOGUE[name] as CatalogueFamily<unknown>;
const keysOf = (name: CatalogueFamilyName) => new Set(itemsByKey(familyOf(name)).keys());

/** The keys among `names` that `family` lacks (an empty list is the invariant). */
const missingIn = (name: CatalogueFamilyName, names: readonly string[]) => {
  const keys = keysOf(name);
  return [...new Set(names)].filter((key) => !keys.has(key));
};

describe('every family', () => {
  it.each(CATALOGUE_FAMILY_NAMES)('%s has items and no duplicate keys', (name) => {
    const entry = familyOf(name);
    const keys = entry.items.map((item) => entry.keyOf(item));
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it.each(CATALOGUE_FAMILY_NAMES)('%s has English text for every item', (name) => {
    const entry = familyOf(name);
    const untitled = entry.items
      .filter((item) => !entry.text[entry.textKeyOf(item)]?.text.trim())
      .map((item) => entry.keyOf(item));
    expect(untitled).toEqual([]);
  });
});

describe('the stable', () => {
  it('holds the 90 standard pets: nine drop eggs by ten standard potions', () => {
    expect(dropPets).toHaveLength(90);
    expect(keysOf('pets').has('Wolf-Base')).toBe(true);
  });

  // Special animals (Wolf-Veteran, Turkey-Gilded) are handed out, not hatched: no egg or potion.
  it.each(['pets', 'mounts'] as const)(
    'every hatchable %s names an existing egg and potion',
    (name) => {
      const animals = CATALOGUE[name].items.filter((animal) => animal.type !== 'special');
      expect(
        missingIn(
          'eggs',
          animals.map((animal) => animal.egg),
        ),
      ).toEqual([]);
      expect(
        missingIn(
          'hatchingPotions',
          animals.map((animal) => animal.potion),
        ),
      ).toEqual([]);
      expect(animals.filter((animal) => animal.key !== `${animal.egg}-${animal.potion}`)).toEqual(
        [],
      );
    },
  );

  it('every hatchable pet grows into an existing mount, wacky pets excepted', () => {
    const growing = CATALOGUE.pets.items.filter((pet) =>
      ['drop', 'quest', 'premium'].includes(pet.type),
    );
    expect(
      missingIn(
        'mounts',
        growing.map((pet) => pet.key),
      ),
    ).toEqual([]);
  });

  it('sells time-travel animals that exist as pet and mount', () => {
    const stable = CATALOGUE.timeTravelStable.items;
    expect(
      missingIn(
        'pets',
        stable.map((entry) => entry.pet),
      ),
    ).toEqual([]);
    expect(
      missingIn(
        'mounts',
        stable.map((entry) => entry.mount),
      ),
    ).toEqual([]);
  });

  it('offers special pets that exist', () => {
    expect(
      missingIn(
        'pets',
        CATALOGUE.specialPetOffers.items.map((offer) => offer.key),
      ),
    ).toEqual([]);
  });

  it('unlocks eggs and potions with quests that exist (STABLE_QUEST_KEYS)', () => {
    expect(missingIn('quests', STABLE_QUEST_KEYS)).toEqual([]);
  });
});

describe('quests', () => {
  const dropFamily: Readonly<Record<QuestDropType, CatalogueFamilyName>> = {
    quests: 'quests',
    gear: 'gear',
    food: 'food',
    hatchingPotions: 'hatchingPotions',
    eggs: 'eggs',
    mounts: 'mounts',
    pets: 'pets',
  };

  it.each(questDropTypes)('every %s drop names an existing item', (type) => {
    expect(missingIn(dropFamily[type], questDropKeys(type))).toEqual([]);
  });

  it('chains and prerequisites name existing quests', () => {
    const named = CATALOGUE.quests.items.flatMap((quest) => [
      ...(quest.previous === undefined ? [] : [quest.previous]),
      ...(quest.prereqQuests ?? []),
    ]);
    expect(missingIn('quests', named)).toEqual([]);
  });

  it('collect goals name existing collectibles', () => {
    const goals = CATALOGUE.quests.items.flatMap((quest) => Object.keys(quest.collect ?? {}));
    expect(missingIn('questCollectibles', goals)).toEqual([]);
  });

  it('bundles hold existing quests', () => {
    const members = CATALOGUE.questBundles.items.flatMap((bundle) => bundle.bundleKeys);
    expect(missingIn('quests', members)).toEqual([]);
  });

  it('level drops grant existing quests', () => {
    const granted = CATALOGUE.questLevelDrops.items.map((drop) => drop.questKey);
    expect(granted).toEqual(['atom1', 'vice1', 'goldenknight1', 'moonstone1']);
    expect(missingIn('quests', granted)).toEqual([]);
  });
});

describe('check-in rewards', () => {
  const rewardFamily = {
    gear: 'gear',
    backgrounds: 'backgrounds',
    hatchingPotions: 'hatchingPotions',
    food: 'food',
    eggs: 'eggs',
    quests: 'quests',
    achievement: 'achievements',
  } as const satisfies Record<string, CatalogueFamilyName>;

  it.each(Object.entries(rewardFamily))('every %s reward names an existing item', (type, name) => {
    const named = loginIncentives.flatMap((entry) =>
      entry.rewards.filter((reward) => reward.type === type).map((reward) => reward.key),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(missingIn(name, named)).toEqual([]);
  });

  it('lists every rewarded count, linked to its neighbours', () => {
    const entries = CATALOGUE.loginIncentives.items;
    expect(entries.map((entry) => entry.key)).toEqual(
      loginIncentives
        .filter((entry) => entry.rewards.length > 0)
        .map((entry) => String(entry.count)),
    );
    entries.slice(1).forEach((entry, index) => {
      expect(entry.prevRewardKey).toBe(entries[index]?.count);
    });
  });
});

describe('gear sets and the calendar', () => {
  it('mystery sets hold existing gear', () => {
    expect(
      missingIn(
        'gear',
        MYSTERY_SETS.flatMap((set) => set.items),
      ),
    ).toEqual([]);
  });

  it('each season’s transformation item is sold as a special item', () => {
    expect(
      missingIn(
        'special',
        CATALOGUE.seasons.items.map((season) => season.spell),
      ),
    ).toEqual([]);
  });

  it('gem promotions name existing gem packs', () => {
    const packs = [...CATALOGUE.events.items, ...CATALOGUE.yearlyEvents.items].flatMap((event) =>
      Object.keys(event.gemsPromo ?? {}),
    );
    expect(packs.length).toBeGreaterThan(0);
    expect(missingIn('gemPacks', packs)).toEqual([]);
  });

  it('releases each shop-rotation kind on its day at 08:00 UTC', () => {
    expect(
      Object.fromEntries(CATALOGUE.shopReleases.items.map((release) => [release.key, release.day])),
    ).toEqual({
      timeTravelers: 1,
      backgrounds: 7,
      petQuests: 14,
      potionQuest: 14,
      bundles: 14,
      premiumPotions: 21,
    });
  });

  it('colour achievements count an existing potion colour', () => {
    const colours = CATALOGUE.achievements.items.flatMap((item) =>
      item.color ? [item.color] : [],
    );
    expect(missingIn('hatchingPotions', colours)).toEqual([]);
  });
});
