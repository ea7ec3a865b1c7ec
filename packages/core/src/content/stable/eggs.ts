// Eggs: 9 drop eggs, always buyable; about 60 quest eggs, buyable once the player has completed the
// quest that drops them. Every egg costs 3 gems.
import type { Egg } from './types.ts';

export const EGG_VALUE = 3;

export const DROP_EGG_KEYS = [
  'Wolf',
  'TigerCub',
  'PandaCub',
  'LionCub',
  'Fox',
  'FlyingPig',
  'Dragon',
  'Cactus',
  'BearCub',
] as const;
export type DropEggKey = (typeof DROP_EGG_KEYS)[number];

// Quest egg -> the quest keys whose completion unlocks buying it (any one is enough).
// The original keys several eggs by a differently named quest (Deer: ghost_stag,
// Seahorse: dilatory_derby, Parrot: harpy, Cuttlefish: kraken).
const questEggUnlocks = {
  Gryphon: ['gryphon'],
  Hedgehog: ['hedgehog'],
  Deer: ['ghost_stag'],
  // The Egg egg comes from the seasonal egg hunt and has no buy condition: the original leaves it
  // at the quest-egg default, so it is never sold.
  Egg: [],
  Rat: ['rat'],
  Octopus: ['octopus'],
  Seahorse: ['dilatory_derby'],
  Parrot: ['harpy'],
  Rooster: ['rooster'],
  Spider: ['spider'],
  Owl: ['owl'],
  Penguin: ['penguin'],
  TRex: ['trex', 'trex_undead'],
  Rock: ['rock'],
  Bunny: ['bunny'],
  Slime: ['slime'],
  Sheep: ['sheep'],
  Cuttlefish: ['kraken'],
  Whale: ['whale'],
  Cheetah: ['cheetah'],
  Horse: ['horse'],
  Frog: ['frog'],
  Snake: ['snake'],
  Unicorn: ['unicorn'],
  Sabretooth: ['sabretooth'],
  Monkey: ['monkey'],
  Snail: ['snail'],
  Falcon: ['falcon'],
  Treeling: ['treeling'],
  Axolotl: ['axolotl'],
  Turtle: ['turtle'],
  Armadillo: ['armadillo'],
  Cow: ['cow'],
  Beetle: ['beetle'],
  Ferret: ['ferret'],
  Sloth: ['sloth'],
  Triceratops: ['triceratops'],
  GuineaPig: ['guineapig'],
  Peacock: ['peacock'],
  Butterfly: ['butterfly'],
  Nudibranch: ['nudibranch'],
  Hippo: ['hippo'],
  Yarn: ['yarn'],
  Pterodactyl: ['pterodactyl'],
  Badger: ['badger'],
  Squirrel: ['squirrel'],
  SeaSerpent: ['seaserpent'],
  Kangaroo: ['kangaroo'],
  Alligator: ['alligator'],
  Velociraptor: ['velociraptor'],
  Dolphin: ['dolphin'],
  Robot: ['robot'],
  Platypus: ['platypus'],
  Otter: ['otter'],
  Raccoon: ['raccoon'],
  Chameleon: ['chameleon'],
  Giraffe: ['giraffe'],
  Crab: ['crab'],
} as const satisfies Record<string, readonly string[]>;

export type QuestEggKey = keyof typeof questEggUnlocks;
export type EggKey = DropEggKey | QuestEggKey;

export const QUEST_EGG_KEYS = Object.keys(questEggUnlocks) as QuestEggKey[];

export const dropEggs: readonly Egg[] = DROP_EGG_KEYS.map((key) => ({
  key,
  set: 'drop',
  value: EGG_VALUE,
  purchase: { kind: 'always' },
}));

export const questEggs: readonly Egg[] = QUEST_EGG_KEYS.map((key) => {
  const questKeys: readonly string[] = questEggUnlocks[key];
  return {
    key,
    set: 'quest',
    value: EGG_VALUE,
    purchase: questKeys.length > 0 ? { kind: 'afterQuest', questKeys } : { kind: 'never' },
  };
});

export const eggs: readonly Egg[] = [...dropEggs, ...questEggs];

/** Every quest key an egg refers to, for cross-checking against the quest catalogue. */
export const EGG_QUEST_KEYS: readonly string[] = QUEST_EGG_KEYS.flatMap(
  (key) => questEggUnlocks[key],
);
