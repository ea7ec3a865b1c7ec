// Hatching-potion quests: value 4 gems, three potions of one colour, buyable in the market once the
// quest is completed.
import { boss, rage, times } from './build.ts';
import type { Boss, CollectGoals, Quest } from './types.ts';

interface PotionQuestRow {
  key: string;
  potion: string;
  gp: number;
  exp: number;
  boss?: Boss;
  collect?: CollectGoals;
}

const rows: readonly PotionQuestRow[] = [
  { key: 'amber', potion: 'Amber', gp: 50, exp: 100, boss: boss(300, 1.25) },
  { key: 'blackPearl', potion: 'BlackPearl', gp: 50, exp: 450, boss: boss(725, 1.75) },
  { key: 'bronze', potion: 'Bronze', gp: 63, exp: 575, boss: boss(800, 2) },
  { key: 'fluorite', potion: 'Fluorite', gp: 70, exp: 750, boss: boss(1200, 2) },
  {
    key: 'pinkMarble',
    potion: 'PinkMarble',
    gp: 75,
    exp: 800,
    boss: boss(1200, 2, { rage: rage(50, 'progressDrain', 0.5) }),
  },
  { key: 'jade', potion: 'Jade', gp: 40, exp: 400, boss: boss(400, 1.25) },
  {
    key: 'onyx',
    potion: 'Onyx',
    gp: 50,
    exp: 100,
    collect: { onyxStone: 25, plutoRune: 10, leoRune: 10 },
  },
  {
    key: 'ruby',
    potion: 'Ruby',
    gp: 50,
    exp: 100,
    collect: { rubyGem: 25, venusRune: 10, aquariusRune: 10 },
  },
  {
    key: 'stone',
    potion: 'MossyStone',
    gp: 50,
    exp: 100,
    collect: { mossyStone: 25, marsRune: 10, capricornRune: 10 },
  },
  {
    key: 'turquoise',
    potion: 'Turquoise',
    gp: 50,
    exp: 100,
    collect: { turquoiseGem: 25, sagittariusRune: 10, neptuneRune: 10 },
  },
  {
    key: 'silver',
    potion: 'Silver',
    gp: 50,
    exp: 100,
    collect: { silverIngot: 20, moonRune: 15, cancerRune: 15 },
  },
  {
    // The counts are the original's; the item keys are ours.
    key: 'opal',
    potion: 'Opal',
    gp: 50,
    exp: 350,
    collect: { opalShard: 25, jupiterRune: 10, libraRune: 10 },
  },
];

export const potionQuests: readonly Quest[] = rows.map((row) => ({
  key: row.key,
  category: 'hatchingPotion',
  value: 4,
  canBuy: true,
  ...(row.boss ? { boss: row.boss } : {}),
  ...(row.collect ? { collect: row.collect } : {}),
  drop: { items: times(3, 'hatchingPotions', row.potion), gp: row.gp, exp: row.exp, unlock: true },
  completion: row.key,
}));
