// The contract test of issue 14 point 1: GET /content read the way clients of the original API
// read it. Counts come from the core catalogue, so a family that went missing, was renamed or lost
// items fails here.
import {
  CATALOGUE,
  classSpellsByKey,
  dropEggs,
  dropMounts,
  dropPets,
  faqEntries,
  MAX_INCENTIVES,
  MYSTERY_SETS,
  premiumPets,
  questEggs,
  questPets,
  QUESTS,
  spellsOfClass,
  standardPotions,
  wackyPotions,
  type PlayerClass,
} from '@questlog/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { useContentApp } from './contentTestKit.ts';

type Keyed = Record<string, Record<string, unknown>>;

interface Content {
  gear: { flat: Keyed; tree: Record<string, Record<string, Keyed>> };
  spells: Record<string, Keyed>;
  quests: Record<string, Record<string, unknown> & { key: string; lvl?: number }>;
  questsByLevel: { key: string; lvl?: number }[];
  petInfo: Record<string, { key: string; egg: string; potion: string; type: string }>;
  backgrounds: Record<string, Keyed>;
  loginIncentives: Record<string, { rewardKey: string[] }>;
  mystery: Record<string, { items: { key: string }[] }>;
  faq: { questions: unknown[] };
  [family: string]: unknown;
}

/** The families clients of the original read, as issue 14 names them. */
const FAMILIES = [
  'gear',
  'spells',
  'eggs',
  'dropEggs',
  'questEggs',
  'hatchingPotions',
  'dropHatchingPotions',
  'premiumHatchingPotions',
  'wackyHatchingPotions',
  'pets',
  'questPets',
  'premiumPets',
  'specialPets',
  'mounts',
  'questMounts',
  'specialMounts',
  'petInfo',
  'mountInfo',
  'food',
  'quests',
  'bundles',
  'mystery',
  'timeTravelStable',
  'cardTypes',
  'special',
  'potion',
  'armoire',
  'classes',
  'gearTypes',
  'userDefaults',
  'backgrounds',
  'backgroundsFlat',
  'appearances',
  'loginIncentives',
  'subscriptionBlocks',
  'questsByLevel',
  'achievements',
  'faq',
] as const;

/** Families that are objects of items whose `key` is their record key, with their sizes. */
const KEYED_FAMILY_SIZES: Record<string, number> = {
  eggs: CATALOGUE.eggs.items.length,
  dropEggs: dropEggs.length,
  questEggs: questEggs.length,
  hatchingPotions: CATALOGUE.hatchingPotions.items.length,
  dropHatchingPotions: standardPotions.length,
  wackyHatchingPotions: wackyPotions.length,
  food: CATALOGUE.food.items.length,
  quests: QUESTS.length,
  bundles: CATALOGUE.questBundles.items.length,
  petInfo: CATALOGUE.pets.items.length,
  mountInfo: CATALOGUE.mounts.items.length,
  special: CATALOGUE.special.items.length + CATALOGUE.cards.items.length,
  cardTypes: CATALOGUE.cards.items.length,
  mystery: MYSTERY_SETS.length,
  backgroundsFlat: CATALOGUE.backgrounds.items.length,
  achievements: CATALOGUE.achievements.items.length,
  subscriptionBlocks: CATALOGUE.subscriptionPlans.items.length,
};

const keysOf = (family: unknown) => Object.keys(family as object);

describe.each(databasesUnderTest())('GET /content in the original’s shape on $name', (database) => {
  const kit = useContentApp(database);
  let content: Content;

  beforeAll(async () => {
    const response = await kit.get('/api/v3/content');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { success: boolean; data: Content };
    expect(body.success).toBe(true);
    content = body.data;
  });

  it.each(FAMILIES)('serves the family %s', (family) => {
    expect(content[family], family).toBeDefined();
    expect(keysOf(content[family]).length, family).toBeGreaterThan(0);
  });

  it('answers /api/v4/content with the same document as /api/v3/content', async () => {
    const response = await kit.get('/api/v4/content');
    expect((response.json() as { data: Content }).data).toEqual(content);
  });

  it.each(Object.entries(KEYED_FAMILY_SIZES))(
    'keys every item of %s by its own key, as many as the catalogue holds',
    (family, size) => {
      const items = content[family] as Keyed;
      expect(keysOf(items)).toHaveLength(size);
      for (const [key, item] of Object.entries(items)) expect(item.key, family).toBe(key);
    },
  );

  it('serves gear.tree.weapon.warrior as indexed pieces with their bonuses', () => {
    const warriorWeapons = content.gear.tree.weapon?.warrior ?? {};
    expect(keysOf(warriorWeapons)).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    for (const [index, piece] of Object.entries(warriorWeapons)) {
      expect(piece).toMatchObject({ key: `weapon_warrior_${index}`, type: 'weapon', index });
      expect(typeof piece.str).toBe('number');
    }
    expect(warriorWeapons['3']?.str).toBe(9);
  });

  it('serves gear.flat with every piece once, each also found in the tree', () => {
    const flat = content.gear.flat;
    expect(keysOf(flat)).toHaveLength(CATALOGUE.gear.items.length);
    expect(flat.weapon_wizard_1).toMatchObject({ klass: 'wizard', twoHanded: true, int: 3 });
    for (const [key, piece] of Object.entries(flat)) {
      expect(piece.key).toBe(key);
      expect(typeof piece.text).toBe('string');
      const tree = content.gear.tree[piece.type as string]?.[piece.klass as string];
      expect(tree?.[piece.index as string], key).toEqual(piece);
    }
  });

  it('serves skills as spells.<class>.<key> with their mana, target and level', () => {
    expect(content.spells.wizard?.fireball?.mana).toBe(classSpellsByKey.fireball?.mana);
    expect(typeof content.spells.wizard?.fireball?.mana).toBe('number');
    expect(content.spells.healer?.heal).toMatchObject({ target: 'self', lvl: 11 });
    for (const klass of ['warrior', 'rogue', 'wizard', 'healer'] as PlayerClass[]) {
      expect(keysOf(content.spells[klass])).toEqual(spellsOfClass(klass).map((s) => s.key));
    }
    expect(content.spells.special).toEqual(content.special);
    expect((content.special as Keyed).snowball).toMatchObject({ target: 'user', value: 15 });
  });

  it('serves the drop and quest eggs as parts of eggs, with the original’s egg fields', () => {
    const eggs = content.eggs as Keyed;
    for (const key of [...keysOf(content.dropEggs), ...keysOf(content.questEggs)]) {
      expect(eggs[key], key).toBeDefined();
    }
    expect(keysOf(content.dropEggs).length + keysOf(content.questEggs).length).toBe(
      keysOf(eggs).length,
    );
    expect(eggs.TigerCub).toMatchObject({
      key: 'TigerCub',
      text: 'Tiger Cub',
      mountText: 'Tiger',
      value: 3,
    });
    expect(typeof eggs.TigerCub?.adjective).toBe('string');
    expect(typeof eggs.TigerCub?.notes).toBe('string');
  });

  it('serves the potions split by set, premium ones flagged', () => {
    const all = keysOf(content.hatchingPotions);
    const parts = ['dropHatchingPotions', 'premiumHatchingPotions', 'wackyHatchingPotions'];
    expect(parts.flatMap((part) => keysOf(content[part])).sort()).toEqual([...all].sort());
    expect((content.premiumHatchingPotions as Keyed).RoyalPurple).toMatchObject({ premium: true });
    expect((content.dropHatchingPotions as Keyed).Golden).toMatchObject({ value: 5 });
  });

  it('serves pets and mounts as Egg-Potion sets, described in petInfo and mountInfo', () => {
    expect(keysOf(content.pets)).toHaveLength(dropPets.length);
    expect(keysOf(content.questPets)).toHaveLength(questPets.length);
    expect(keysOf(content.premiumPets)).toHaveLength(premiumPets.length);
    expect(keysOf(content.mounts)).toHaveLength(dropMounts.length);
    for (const key of keysOf(content.questPets)) {
      expect(key).toMatch(/^[A-Za-z]+-[A-Za-z]+$/);
      const [egg, potion] = key.split('-');
      expect(content.petInfo[key]).toMatchObject({ key, egg, potion, type: 'quest' });
      expect((content.questEggs as Keyed)[egg ?? '']).toBeDefined();
    }
    expect((content.pets as Record<string, unknown>)['Wolf-Base']).toBe(true);
    expect(typeof (content.specialPets as Record<string, unknown>)['Wolf-Veteran']).toBe('string');
    expect((content.mountInfo as Keyed)['Aether-Invisible']).toMatchObject({ type: 'special' });
  });

  it('serves quests with boss, collect goals and named drops, and questsByLevel sorted', () => {
    expect(content.quests.atom2?.boss).toMatchObject({ hp: 300, str: 1, def: 1 });
    expect(typeof (content.quests.atom2?.boss as { name: string }).name).toBe('string');
    expect(content.quests.atom1?.collect).toMatchObject({ soapBars: { count: 20 } });
    expect(content.quests.otter?.boss).toMatchObject({ rage: { value: 50, healing: 0.3 } });
    expect(content.quests.atom1?.drop).toMatchObject({
      gp: 7,
      exp: 50,
      items: [{ type: 'quests', key: 'atom2', onlyOwner: true }],
    });
    expect(content.quests.moon1?.unlockCondition).toMatchObject({ incentiveThreshold: 7 });

    const levels = content.questsByLevel.map((quest) => quest.lvl ?? 0);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(content.questsByLevel.map((quest) => quest.key).sort()).toEqual(
      keysOf(content.quests).sort(),
    );
  });

  it('serves backgrounds by set and flat, and the appearances by part', () => {
    expect(content.backgrounds.backgrounds062014?.beach).toMatchObject({ key: 'beach', price: 7 });
    const grouped = Object.values(content.backgrounds).flatMap((set) => keysOf(set));
    expect(grouped.sort()).toEqual(keysOf(content.backgroundsFlat).sort());
    const appearances = content.appearances as { hair: Record<string, Keyed>; skin: Keyed };
    expect(appearances.hair.color?.rainbow).toMatchObject({ price: 2 });
    expect(keysOf(appearances.skin).length).toBeGreaterThan(0);
  });

  it('serves the check-in rewards, mystery sets, plans, defaults and help', () => {
    expect(keysOf(content.loginIncentives)).toHaveLength(MAX_INCENTIVES);
    expect(content.loginIncentives['1']?.rewardKey).toEqual(['armor_special_bardRobes']);
    for (const set of Object.values(content.mystery)) {
      for (const item of set.items) expect(content.gear.flat[item.key]).toBeDefined();
    }
    expect(content.faq.questions).toHaveLength(faqEntries.length);
    expect(content.classes).toEqual(expect.arrayContaining(['warrior', 'wizard']));
    expect(content.gearTypes).toEqual(expect.arrayContaining(['weapon', 'eyewear']));
    expect(content.potion).toMatchObject({ key: 'potion', value: 25 });
    expect(content.armoire).toMatchObject({ key: 'armoire', value: 100 });
    expect((content.userDefaults as { rewards: unknown[] }).rewards).toHaveLength(1);
  });

  it('is documented in the OpenAPI document with its families, 200 and 304', async () => {
    const response = await kit.get('/api/v4/openapi.json');
    const document = response.json() as {
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    };
    const responses = document.paths['/api/v4/content']?.get?.responses ?? {};
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '304']));
    const documented = JSON.stringify(responses['200']);
    for (const family of FAMILIES) expect(documented, family).toContain(`"${family}"`);
  });
});
