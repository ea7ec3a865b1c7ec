// Pet quests: value 4 gems, category pet, the boss drops three eggs of one kind and unlocks buying
// that egg. The figures are the original game's.
import { boss, rage, times } from './build.ts';
import type { Quest, Rage } from './types.ts';

interface PetQuestRow {
  key: string;
  egg: string;
  hp: number;
  str: number;
  gp: number;
  exp: number;
  rage?: Rage;
}

const healing = rage(50, 'healing', 0.3);
const mpDrain = rage(50, 'mpDrain', 0.33);

const rows: readonly PetQuestRow[] = [
  { key: 'alligator', egg: 'Alligator', hp: 1100, str: 2.5, gp: 73, exp: 725 },
  { key: 'armadillo', egg: 'Armadillo', hp: 600, str: 1.5, gp: 43, exp: 350 },
  { key: 'axolotl', egg: 'Axolotl', hp: 500, str: 1.5, gp: 37, exp: 275, rage: healing },
  { key: 'badger', egg: 'Badger', hp: 600, str: 1.5, gp: 43, exp: 350 },
  { key: 'beetle', egg: 'Beetle', hp: 500, str: 1.5, gp: 37, exp: 275 },
  { key: 'bunny', egg: 'Bunny', hp: 300, str: 1.5, gp: 25, exp: 125 },
  { key: 'butterfly', egg: 'Butterfly', hp: 400, str: 1.5, gp: 31, exp: 200 },
  { key: 'chameleon', egg: 'Chameleon', hp: 400, str: 1.5, gp: 35, exp: 250 },
  { key: 'cheetah', egg: 'Cheetah', hp: 600, str: 1.5, gp: 43, exp: 350 },
  { key: 'cow', egg: 'Cow', hp: 400, str: 1.5, gp: 31, exp: 200 },
  { key: 'crab', egg: 'Crab', hp: 1200, str: 2.5, gp: 90, exp: 900, rage: mpDrain },
  { key: 'dilatory_derby', egg: 'Seahorse', hp: 300, str: 1.5, gp: 25, exp: 125 },
  { key: 'dolphin', egg: 'Dolphin', hp: 300, str: 1.25, gp: 22, exp: 110 },
  { key: 'falcon', egg: 'Falcon', hp: 700, str: 2, gp: 49, exp: 425 },
  { key: 'ferret', egg: 'Ferret', hp: 400, str: 1.5, gp: 31, exp: 200 },
  { key: 'frog', egg: 'Frog', hp: 300, str: 1.5, gp: 25, exp: 125 },
  { key: 'ghost_stag', egg: 'Deer', hp: 1200, str: 2.5, gp: 80, exp: 800 },
  { key: 'giraffe', egg: 'Giraffe', hp: 700, str: 2, gp: 50, exp: 450 },
  { key: 'gryphon', egg: 'Gryphon', hp: 300, str: 1.5, gp: 25, exp: 125 },
  { key: 'guineapig', egg: 'GuineaPig', hp: 400, str: 1.5, gp: 31, exp: 200 },
  { key: 'harpy', egg: 'Parrot', hp: 600, str: 1.5, gp: 43, exp: 350 },
  { key: 'hedgehog', egg: 'Hedgehog', hp: 400, str: 1.25, gp: 30, exp: 125 },
  { key: 'hippo', egg: 'Hippo', hp: 800, str: 2, gp: 55, exp: 500 },
  { key: 'horse', egg: 'Horse', hp: 500, str: 1.5, gp: 37, exp: 275 },
  { key: 'kangaroo', egg: 'Kangaroo', hp: 700, str: 2, gp: 49, exp: 425 },
  { key: 'kraken', egg: 'Cuttlefish', hp: 800, str: 2, gp: 55, exp: 500 },
  { key: 'monkey', egg: 'Monkey', hp: 400, str: 1.5, gp: 31, exp: 200 },
  { key: 'nudibranch', egg: 'Nudibranch', hp: 400, str: 1.5, gp: 31, exp: 200 },
  { key: 'octopus', egg: 'Octopus', hp: 1200, str: 2.5, gp: 80, exp: 800 },
  { key: 'otter', egg: 'Otter', hp: 1200, str: 2.5, gp: 90, exp: 900, rage: healing },
  { key: 'owl', egg: 'Owl', hp: 500, str: 1.5, gp: 37, exp: 275 },
  { key: 'peacock', egg: 'Peacock', hp: 300, str: 1.5, gp: 25, exp: 125 },
  { key: 'penguin', egg: 'Penguin', hp: 400, str: 1.5, gp: 31, exp: 200 },
  { key: 'platypus', egg: 'Platypus', hp: 1000, str: 2, gp: 100, exp: 1000, rage: mpDrain },
  { key: 'pterodactyl', egg: 'Pterodactyl', hp: 1000, str: 2, gp: 67, exp: 650 },
  { key: 'raccoon', egg: 'Raccoon', hp: 800, str: 2, gp: 70, exp: 600, rage: healing },
  { key: 'rat', egg: 'Rat', hp: 1200, str: 2.5, gp: 80, exp: 800 },
  { key: 'rock', egg: 'Rock', hp: 400, str: 1.5, gp: 31, exp: 200 },
  { key: 'rooster', egg: 'Rooster', hp: 300, str: 1.5, gp: 25, exp: 125 },
  { key: 'sabretooth', egg: 'Sabretooth', hp: 1000, str: 2, gp: 67, exp: 650 },
  { key: 'seaserpent', egg: 'SeaSerpent', hp: 1200, str: 2.5, gp: 80, exp: 800 },
  { key: 'sheep', egg: 'Sheep', hp: 300, str: 1.5, gp: 25, exp: 125 },
  { key: 'slime', egg: 'Slime', hp: 400, str: 1.5, gp: 31, exp: 200 },
  { key: 'sloth', egg: 'Sloth', hp: 400, str: 1.5, gp: 31, exp: 200 },
  { key: 'snail', egg: 'Snail', hp: 500, str: 1.5, gp: 37, exp: 275 },
  { key: 'snake', egg: 'Snake', hp: 1100, str: 2.5, gp: 73, exp: 725 },
  { key: 'spider', egg: 'Spider', hp: 400, str: 1.5, gp: 31, exp: 200 },
  { key: 'squirrel', egg: 'Squirrel', hp: 700, str: 2, gp: 49, exp: 425 },
  { key: 'treeling', egg: 'Treeling', hp: 600, str: 1.5, gp: 43, exp: 350 },
  { key: 'trex', egg: 'TRex', hp: 800, str: 2, gp: 55, exp: 500 },
  // The undead variant drops the same TRex eggs.
  { key: 'trex_undead', egg: 'TRex', hp: 500, str: 2, gp: 55, exp: 500, rage: healing },
  { key: 'triceratops', egg: 'Triceratops', hp: 1200, str: 2.5, gp: 80, exp: 800 },
  { key: 'turtle', egg: 'Turtle', hp: 300, str: 1.5, gp: 25, exp: 125 },
  { key: 'unicorn', egg: 'Unicorn', hp: 600, str: 1.5, gp: 43, exp: 350 },
  { key: 'velociraptor', egg: 'Velociraptor', hp: 900, str: 2, gp: 63, exp: 575 },
  { key: 'whale', egg: 'Whale', hp: 500, str: 1.5, gp: 37, exp: 275 },
  { key: 'yarn', egg: 'Yarn', hp: 500, str: 1.5, gp: 37, exp: 275 },
];

export const petQuests: readonly Quest[] = rows.map((row) => ({
  key: row.key,
  category: 'pet',
  value: 4,
  canBuy: true,
  boss: boss(row.hp, row.str, row.rage ? { rage: row.rage } : {}),
  drop: { items: times(3, 'eggs', row.egg), gp: row.gp, exp: row.exp, unlock: true },
  completion: row.key,
}));
