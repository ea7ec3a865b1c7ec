// The quests' figures (bosses, rewards, drops, levels), written out by hand and checked against the
// data.
import { describe, expect, it } from 'vitest';
import { QUESTS, campaignQuestKeys, questByKey, questLevelDrops, type Quest } from './index.ts';

function quest(key: string): Quest {
  const found = questByKey(key);
  if (!found) throw new Error(`no quest ${key}`);
  return found;
}

function dropCount(found: Quest, type: string, key: string): number {
  return found.drop.items.filter((item) => item.type === type && item.key === key).length;
}

describe('pet quests (value 4, category pet, three eggs of one kind)', () => {
  // key, hp, str, gp, exp, egg
  const rows: [string, number, number, number, number, string][] = [
    ['kangaroo', 700, 2, 49, 425, 'Kangaroo'],
    ['kraken', 800, 2, 55, 500, 'Cuttlefish'],
    ['monkey', 400, 1.5, 31, 200, 'Monkey'],
    ['nudibranch', 400, 1.5, 31, 200, 'Nudibranch'],
    ['penguin', 400, 1.5, 31, 200, 'Penguin'],
    ['rock', 400, 1.5, 31, 200, 'Rock'],
    ['slime', 400, 1.5, 31, 200, 'Slime'],
    ['sloth', 400, 1.5, 31, 200, 'Sloth'],
    ['spider', 400, 1.5, 31, 200, 'Spider'],
    ['octopus', 1200, 2.5, 80, 800, 'Octopus'],
    ['rat', 1200, 2.5, 80, 800, 'Rat'],
    ['seaserpent', 1200, 2.5, 80, 800, 'SeaSerpent'],
    ['triceratops', 1200, 2.5, 80, 800, 'Triceratops'],
    ['otter', 1200, 2.5, 90, 900, 'Otter'],
    ['owl', 500, 1.5, 37, 275, 'Owl'],
    ['whale', 500, 1.5, 37, 275, 'Whale'],
    ['yarn', 500, 1.5, 37, 275, 'Yarn'],
    ['snail', 500, 1.5, 37, 275, 'Snail'],
    ['peacock', 300, 1.5, 25, 125, 'Peacock'],
    ['rooster', 300, 1.5, 25, 125, 'Rooster'],
    ['sheep', 300, 1.5, 25, 125, 'Sheep'],
    ['turtle', 300, 1.5, 25, 125, 'Turtle'],
    ['platypus', 1000, 2, 100, 1000, 'Platypus'],
    ['pterodactyl', 1000, 2, 67, 650, 'Pterodactyl'],
    ['sabretooth', 1000, 2, 67, 650, 'Sabretooth'],
    ['raccoon', 800, 2, 70, 600, 'Raccoon'],
    ['snake', 1100, 2.5, 73, 725, 'Snake'],
    ['squirrel', 700, 2, 49, 425, 'Squirrel'],
    ['treeling', 600, 1.5, 43, 350, 'Treeling'],
    ['unicorn', 600, 1.5, 43, 350, 'Unicorn'],
    ['trex', 800, 2, 55, 500, 'TRex'],
    ['velociraptor', 900, 2, 63, 575, 'Velociraptor'],
  ];

  it.each(rows)('%s: hp %i, str %d, gp %i, exp %i, eggs %s', (key, hp, str, gp, exp, egg) => {
    const found = quest(key);
    expect([found.category, found.value, found.canBuy]).toEqual(['pet', 4, true]);
    expect(found.boss).toMatchObject({ hp, str, def: 1 });
    expect([found.drop.gp, found.drop.exp]).toEqual([gp, exp]);
    expect(found.drop.items).toEqual([0, 1, 2].map(() => ({ type: 'eggs', key: egg })));
  });

  it('trex_undead: hp 500, str 2, rage 50 healing 0.3, TRex eggs', () => {
    const found = quest('trex_undead');
    expect(found.boss).toEqual({
      hp: 500,
      str: 2,
      def: 1,
      rage: { value: 50, effect: { kind: 'healing', amount: 0.3 } },
    });
    expect(dropCount(found, 'eggs', 'TRex')).toBe(3);
  });

  it.each([
    ['otter', 'healing', 0.3],
    ['raccoon', 'healing', 0.3],
    ['platypus', 'mpDrain', 0.33],
  ] as const)('%s rages at 50 with %s %d', (key, kind, amount) => {
    expect(quest(key).boss?.rage).toEqual({ value: 50, effect: { kind, amount } });
  });

  it('keeps every pet quest boss within 300 to 1200 hp', () => {
    for (const key of ['gryphon', 'hedgehog', 'ghost_stag', 'harpy', 'bunny', 'cheetah', 'horse']) {
      const hp = quest(key).boss?.hp ?? 0;
      expect(hp).toBeGreaterThanOrEqual(300);
      expect(hp).toBeLessThanOrEqual(1200);
    }
  });
});

describe('potion quests (value 4, three potions)', () => {
  it.each([
    ['amber', 300, 1.25, 50, 100, 'Amber'],
    ['blackPearl', 725, 1.75, 50, 450, 'BlackPearl'],
    ['bronze', 800, 2, 63, 575, 'Bronze'],
    ['fluorite', 1200, 2, 70, 750, 'Fluorite'],
    ['pinkMarble', 1200, 2, 75, 800, 'PinkMarble'],
    ['jade', 400, 1.25, 40, 400, 'Jade'],
  ] as const)('%s: hp %i, str %d, gp %i, exp %i', (key, hp, str, gp, exp, potion) => {
    const found = quest(key);
    expect([found.category, found.value]).toEqual(['hatchingPotion', 4]);
    expect(found.boss).toMatchObject({ hp, str });
    expect([found.drop.gp, found.drop.exp]).toEqual([gp, exp]);
    expect(dropCount(found, 'hatchingPotions', potion)).toBe(3);
  });

  it('pinkMarble rages at 50 draining half the progress', () => {
    expect(quest('pinkMarble').boss?.rage).toEqual({
      value: 50,
      effect: { kind: 'progressDrain', amount: 0.5 },
    });
  });

  it.each([
    ['onyx', [25, 10, 10], 100, 'Onyx'],
    ['ruby', [25, 10, 10], 100, 'Ruby'],
    ['stone', [25, 10, 10], 100, 'MossyStone'],
    ['turquoise', [25, 10, 10], 100, 'Turquoise'],
    ['silver', [20, 15, 15], 100, 'Silver'],
    ['opal', [25, 10, 10], 350, 'Opal'],
  ] as const)('%s collects %j, gp 50, exp %i', (key, counts, exp, potion) => {
    const found = quest(key);
    expect(Object.values(found.collect ?? {})).toEqual(counts);
    expect([found.drop.gp, found.drop.exp]).toEqual([50, exp]);
    expect(dropCount(found, 'hatchingPotions', potion)).toBe(3);
  });
});

describe('time-traveler quests (value 1, canBuy false)', () => {
  it('robot collects 15, 10, 10 and drops Robot eggs, gp 40, exp 75', () => {
    const found = quest('robot');
    expect(Object.values(found.collect ?? {})).toEqual([15, 10, 10]);
    expect(dropCount(found, 'eggs', 'Robot')).toBe(3);
    expect([found.drop.gp, found.drop.exp]).toEqual([40, 75]);
  });

  it.each([
    ['solarSystem', 1500, 2.5, 90, 900],
    ['windup', 1000, 1, 50, 425],
  ] as const)('%s: hp %i, str %d, gp %i, exp %i', (key, hp, str, gp, exp) => {
    const found = quest(key);
    expect(found.boss).toMatchObject({ hp, str });
    expect([found.drop.gp, found.drop.exp]).toEqual([gp, exp]);
  });

  it.each(['robot', 'solarSystem', 'windup'])('%s is a time-traveler item', (key) => {
    expect(quest(key)).toMatchObject({ category: 'timeTravelers', value: 1, canBuy: false });
  });
});

describe('world bosses (value 0, canBuy false, no gp or exp)', () => {
  it.each([
    ['bewilder', 20_000_000, 1, 800_000, ['bailey', 'stables', 'market'], 'MagicalBee-Base'],
    ['burnout', 11_000_000, 2.5, 1_000_000, ['quests', 'seasonalShop', 'tavern'], 'Phoenix-Base'],
    ['dilatory', 5_000_000, 1, 4_000_000, ['tavern', 'stables', 'market'], 'MantisShrimp-Base'],
    [
      'dysheartener',
      17_000_000,
      1.25,
      500_000,
      ['seasonalShop', 'market', 'quests'],
      'Hippogriff-Hopeful',
    ],
    ['stressbeast', 2_750_000, 1, 1_450_000, ['stables', 'bailey', 'guide'], 'Mammoth-Base'],
  ] as const)('%s: hp %i, str %d, rage at %i', (key, hp, str, rageAt, areas, mascot) => {
    const found = quest(key);
    expect(found).toMatchObject({ category: 'world', value: 0, canBuy: false });
    expect(found.boss).toMatchObject({ hp, str, def: 1 });
    expect(found.boss?.rage?.value).toBe(rageAt);
    expect(found.boss?.rage?.areas).toEqual(areas);
    expect([found.drop.gp, found.drop.exp]).toEqual([0, 0]);
    expect(dropCount(found, 'pets', mascot)).toBe(1);
    expect(dropCount(found, 'mounts', mascot)).toBe(1);
    expect(found.drop.items.filter((item) => item.type === 'food').length).toBeGreaterThan(0);
  });

  it('stressbeast heals 0.3 on rage and turns desperate at 500,000 (str 3.5, def 2)', () => {
    const found = quest('stressbeast');
    expect(found.boss?.rage?.effect).toEqual({ kind: 'healing', amount: 0.3 });
    expect(found.boss?.desperation).toEqual({ threshold: 500_000, str: 3.5, def: 2 });
  });

  it('dysheartener drops cakes and candies of the ten colours', () => {
    const foods = quest('dysheartener').drop.items.filter((item) => item.type === 'food');
    expect(foods.map((item) => item.key)).toContain('Cake_Golden');
    expect(foods.map((item) => item.key)).toContain('Candy_CottonCandyBlue');
    expect(foods).toHaveLength(10);
  });

  it('dysheartener carries four colours', () => {
    expect(Object.keys(quest('dysheartener').colors ?? {})).toHaveLength(4);
  });
});

describe('chains and unlocks', () => {
  it('atom1 collects 20 soap bars and drops 7 gp, 50 exp; atom2 hp 300; atom3 hp 800', () => {
    expect(quest('atom1').collect).toEqual({ soapBars: 20 });
    expect([quest('atom1').drop.gp, quest('atom1').drop.exp]).toEqual([7, 50]);
    expect(quest('atom2').boss?.hp).toBe(300);
    expect(quest('atom3').boss?.hp).toBe(800);
  });

  it('goldenknight needs level 40, collects 60 testimony; bosses hp 1000/1700, str 3/3.5', () => {
    for (const key of ['goldenknight1', 'goldenknight2', 'goldenknight3']) {
      expect(quest(key).lvl).toBe(40);
    }
    expect(quest('goldenknight1').collect).toEqual({ testimony: 60 });
    expect(quest('goldenknight2').boss).toMatchObject({ hp: 1000, str: 3 });
    expect(quest('goldenknight3').boss).toMatchObject({ hp: 1700, str: 3.5 });
  });

  it.each([
    ['moon1', 7],
    ['moon2', 22],
    ['moon3', 40],
  ] as const)('%s unlocks at %i login incentives', (key, threshold) => {
    expect(quest(key).unlockCondition).toEqual({
      condition: 'login incentive',
      incentiveThreshold: threshold,
    });
  });

  it.each([
    ['moonstone', 60],
    ['vice', 30],
    ['atom', 15],
  ] as const)('the %s chain needs level %i', (chain, lvl) => {
    for (const part of [1, 2, 3]) expect(quest(`${chain}${part}`).lvl).toBe(lvl);
  });

  it('vice bosses have hp 750 and 1500', () => {
    expect(quest('vice1').boss?.hp).toBe(750);
    expect(quest('vice3').boss?.hp).toBe(1500);
  });

  it.each(['atom', 'goldenknight', 'moon', 'moonstone', 'vice'])(
    '%s parts need every earlier part',
    (chain) => {
      expect(quest(`${chain}1`).prereqQuests).toBeUndefined();
      expect(quest(`${chain}2`)).toMatchObject({
        previous: `${chain}1`,
        prereqQuests: [`${chain}1`],
      });
      expect(quest(`${chain}3`)).toMatchObject({
        previous: `${chain}2`,
        prereqQuests: [`${chain}1`, `${chain}2`],
      });
    },
  );

  it.each([
    ['atom1', 'atom2'],
    ['atom2', 'atom3'],
    ['goldenknight1', 'goldenknight2'],
    ['goldenknight2', 'goldenknight3'],
    ['moonstone1', 'moonstone2'],
    ['moonstone2', 'moonstone3'],
    ['vice1', 'vice2'],
    ['vice2', 'vice3'],
  ])('%s drops the %s scroll to its owner only', (key, next) => {
    expect(quest(key).drop.items).toContainEqual({ type: 'quests', key: next, onlyOwner: true });
  });

  it('every dropped scroll goes to the owner only and is the next part of a chain', () => {
    const droppers = QUESTS.filter((found) =>
      found.drop.items.some((item) => item.type === 'quests'),
    );
    expect(droppers).toHaveLength(8);
    for (const found of droppers) {
      for (const scroll of found.drop.items.filter((item) => item.type === 'quests')) {
        expect(scroll.onlyOwner).toBe(true);
        expect(quest(scroll.key).previous).toBe(found.key);
      }
    }
  });

  it('gives level drops at 15 atom1, 30 vice1, 40 goldenknight1, 60 moonstone1', () => {
    expect(questLevelDrops).toEqual([
      { lvl: 15, questKey: 'atom1' },
      { lvl: 30, questKey: 'vice1' },
      { lvl: 40, questKey: 'goldenknight1' },
      { lvl: 60, questKey: 'moonstone1' },
    ]);
    for (const drop of questLevelDrops) expect(quest(drop.questKey).lvl).toBe(drop.lvl);
  });
});

describe('gold campaigns and the Lost Masterclasser', () => {
  it('has twelve campaign quests priced 200, 300, 400 gold by part', () => {
    expect(campaignQuestKeys).toHaveLength(12);
    for (const key of campaignQuestKeys) {
      const part = Number(key.at(-1));
      expect(quest(key)).toMatchObject({ category: 'gold', goldValue: 100 + part * 100 });
    }
  });

  // The original opens dilatoryDistress with a collect quest, so its first boss is part 2.
  it.each(['dilatoryDistress2', 'mayhemMistiflying1', 'stoikalmCalamity1', 'taskwoodsTerror1'])(
    '%s: the campaign’s first boss has hp 500 and rages at 50',
    (key) => {
      expect(quest(key).boss).toMatchObject({ hp: 500, rage: { value: 50 } });
    },
  );

  it('lostMasterclasser1 needs all twelve campaign quests', () => {
    expect([...(quest('lostMasterclasser1').prereqQuests ?? [])].sort()).toEqual(
      [...campaignQuestKeys].sort(),
    );
  });

  it.each([
    ['lostMasterclasser2', 1500, 500],
    ['lostMasterclasser3', 2000, 600],
    ['lostMasterclasser4', 3000, 700],
  ] as const)('%s: boss hp %i, %i gold', (key, hp, goldValue) => {
    expect(quest(key).boss?.hp).toBe(hp);
    expect(quest(key).goldValue).toBe(goldValue);
  });
});
