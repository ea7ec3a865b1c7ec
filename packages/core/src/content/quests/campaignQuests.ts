// The four gold-priced campaigns and the Lost Masterclasser finale. Gold quests cost 200 to 700
// gold and cannot be bought with gems.
import { boss, rage, times } from './build.ts';
import type { Quest, QuestDropItem } from './types.ts';

const gold = { category: 'gold', value: 4, canBuy: true } as const;
const partOneRage = rage(50, 'healing', 0.3);

function gear(key: string): QuestDropItem {
  return { type: 'gear', key };
}

/** Parts 2 and 3 of a campaign need the earlier parts. */
function chained(campaign: string, part: 2 | 3) {
  const earlier = part === 2 ? [1] : [1, 2];
  return {
    previous: `${campaign}${part - 1}`,
    prereqQuests: earlier.map((n) => `${campaign}${n}`),
  };
}

const dilatoryDistress: readonly Quest[] = [
  {
    ...gold,
    key: 'dilatoryDistress1',
    goldValue: 200,
    // In the original, this campaign opens with a collect quest; its boss comes in part 2.
    collect: { fireCoral: 20, blueFins: 20 },
    drop: { items: [gear('armor_special_finnedOceanicArmor')], gp: 0, exp: 75 },
    completion: 'dilatoryDistress1',
  },
  {
    ...gold,
    key: 'dilatoryDistress2',
    ...chained('dilatoryDistress', 2),
    goldValue: 300,
    boss: boss(500, 1, { rage: partOneRage }),
    drop: {
      items: [
        { type: 'hatchingPotions', key: 'Skeleton' },
        { type: 'hatchingPotions', key: 'CottonCandyBlue' },
        gear('head_special_fireCoralCirclet'),
      ],
      gp: 0,
      exp: 500,
    },
    completion: 'dilatoryDistress2',
  },
  {
    ...gold,
    key: 'dilatoryDistress3',
    ...chained('dilatoryDistress', 3),
    goldValue: 400,
    boss: boss(1000, 2),
    drop: {
      items: [
        ...times(3, 'food', 'Fish'),
        gear('weapon_special_tridentOfCrashingTides'),
        gear('shield_special_moonpearlShield'),
      ],
      gp: 0,
      exp: 650,
    },
    completion: 'dilatoryDistress3',
  },
];

const mayhemMistiflying: readonly Quest[] = [
  {
    ...gold,
    key: 'mayhemMistiflying1',
    goldValue: 200,
    boss: boss(500, 1, { rage: partOneRage }),
    drop: {
      items: [
        { type: 'hatchingPotions', key: 'Skeleton' },
        { type: 'hatchingPotions', key: 'White' },
        gear('armor_special_roguishRainbowMessengerRobes'),
      ],
      gp: 0,
      exp: 500,
    },
    completion: 'mayhemMistiflying1',
  },
  {
    ...gold,
    key: 'mayhemMistiflying2',
    ...chained('mayhemMistiflying', 2),
    goldValue: 300,
    collect: { mistifly1: 25, mistifly2: 15, mistifly3: 10 },
    drop: { items: [gear('head_special_roguishRainbowMessengerHood')], gp: 0, exp: 75 },
    completion: 'mayhemMistiflying2',
  },
  {
    ...gold,
    key: 'mayhemMistiflying3',
    ...chained('mayhemMistiflying', 3),
    goldValue: 400,
    boss: boss(1000, 2),
    drop: {
      items: [
        ...times(3, 'food', 'CottonCandyPink'),
        gear('weapon_special_roguishRainbowMessage'),
        gear('shield_special_roguishRainbowMessage'),
      ],
      gp: 0,
      exp: 650,
    },
    completion: 'mayhemMistiflying3',
  },
];

const stoikalmCalamity: readonly Quest[] = [
  {
    ...gold,
    key: 'stoikalmCalamity1',
    goldValue: 200,
    boss: boss(500, 1, { rage: partOneRage }),
    drop: {
      items: [
        { type: 'hatchingPotions', key: 'Skeleton' },
        { type: 'hatchingPotions', key: 'Desert' },
        gear('armor_special_mammothRiderArmor'),
      ],
      gp: 0,
      exp: 500,
    },
    completion: 'stoikalmCalamity1',
  },
  {
    ...gold,
    key: 'stoikalmCalamity2',
    ...chained('stoikalmCalamity', 2),
    goldValue: 300,
    collect: { icicleCoin: 40 },
    drop: { items: [gear('head_special_mammothRiderHelm')], gp: 0, exp: 75 },
    completion: 'stoikalmCalamity2',
  },
  {
    ...gold,
    key: 'stoikalmCalamity3',
    ...chained('stoikalmCalamity', 3),
    goldValue: 400,
    boss: boss(1000, 2),
    drop: {
      items: [
        ...times(3, 'food', 'CottonCandyBlue'),
        gear('weapon_special_mammothRiderSpear'),
        gear('shield_special_mammothRiderHorn'),
      ],
      gp: 0,
      exp: 650,
    },
    completion: 'stoikalmCalamity3',
  },
];

const taskwoodsTerror: readonly Quest[] = [
  {
    ...gold,
    key: 'taskwoodsTerror1',
    goldValue: 200,
    boss: boss(500, 1, { rage: partOneRage }),
    drop: {
      items: [
        { type: 'hatchingPotions', key: 'Skeleton' },
        { type: 'hatchingPotions', key: 'Red' },
        gear('head_special_pyromancersTurban'),
      ],
      gp: 0,
      exp: 500,
    },
    completion: 'taskwoodsTerror1',
  },
  {
    ...gold,
    key: 'taskwoodsTerror2',
    ...chained('taskwoodsTerror', 2),
    goldValue: 300,
    collect: { pixie: 25, brownie: 15, dryad: 10 },
    drop: { items: [gear('armor_special_pyromancersRobes')], gp: 0, exp: 75 },
    completion: 'taskwoodsTerror2',
  },
  {
    ...gold,
    key: 'taskwoodsTerror3',
    ...chained('taskwoodsTerror', 3),
    goldValue: 400,
    boss: boss(1000, 2),
    drop: {
      items: [...times(3, 'food', 'Strawberry'), gear('weapon_special_taskwoodsLantern')],
      gp: 0,
      exp: 650,
    },
    completion: 'taskwoodsTerror3',
  },
];

export const campaignKeys = [
  'dilatoryDistress',
  'mayhemMistiflying',
  'stoikalmCalamity',
  'taskwoodsTerror',
] as const;

/** All twelve campaign quests: what lostMasterclasser1 needs. */
export const campaignQuestKeys: readonly string[] = campaignKeys.flatMap((campaign) =>
  [1, 2, 3].map((part) => `${campaign}${part}`),
);

const lostMasterclasser: readonly Quest[] = [
  {
    ...gold,
    key: 'lostMasterclasser1',
    prereqQuests: campaignQuestKeys,
    goldValue: 400,
    collect: { ancientTome: 40, forbiddenTome: 40, hiddenTome: 40 },
    drop: {
      items: [
        ...times(3, 'food', 'Potatoe'),
        ...times(3, 'food', 'Meat'),
        ...times(3, 'food', 'Milk'),
      ],
      gp: 0,
      exp: 200,
    },
    completion: 'lostMasterclasser1',
  },
  {
    ...gold,
    key: 'lostMasterclasser2',
    previous: 'lostMasterclasser1',
    prereqQuests: ['lostMasterclasser1'],
    goldValue: 500,
    boss: boss(1500, 2.5),
    drop: {
      items: [
        ...times(3, 'food', 'Chocolate'),
        ...times(3, 'food', 'Honey'),
        ...times(3, 'food', 'RottenMeat'),
        gear('eyewear_special_aetherMask'),
      ],
      gp: 0,
      exp: 1500,
    },
    completion: 'lostMasterclasser2',
  },
  {
    ...gold,
    key: 'lostMasterclasser3',
    previous: 'lostMasterclasser2',
    prereqQuests: ['lostMasterclasser1', 'lostMasterclasser2'],
    goldValue: 600,
    boss: boss(2000, 3, { rage: rage(25, 'healing', 0.3) }),
    drop: {
      items: [
        ...['Base', 'CottonCandyPink', 'Golden', 'Shade', 'Zombie'].map((key) => ({
          type: 'hatchingPotions' as const,
          key,
        })),
        gear('body_special_aetherAmulet'),
      ],
      gp: 0,
      exp: 2000,
    },
    completion: 'lostMasterclasser3',
  },
  {
    ...gold,
    key: 'lostMasterclasser4',
    previous: 'lostMasterclasser3',
    prereqQuests: ['lostMasterclasser1', 'lostMasterclasser2', 'lostMasterclasser3'],
    goldValue: 700,
    boss: boss(3000, 4, { rage: rage(15, 'mpDrain', 1) }),
    drop: {
      items: [
        { type: 'mounts', key: 'Aether-Invisible' },
        gear('back_special_aetherCloak'),
        gear('weapon_special_aetherCrystals'),
      ],
      gp: 0,
      exp: 3500,
    },
    completion: 'lostMasterclasser4',
  },
];

export const campaignQuests: readonly Quest[] = [
  ...dilatoryDistress,
  ...mayhemMistiflying,
  ...stoikalmCalamity,
  ...taskwoodsTerror,
  ...lostMasterclasser,
];
