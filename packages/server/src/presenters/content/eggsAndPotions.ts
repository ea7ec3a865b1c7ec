// Eggs and hatching potions in the original's families: all of them (`eggs`, `hatchingPotions`)
// and the same items split by set (`dropEggs`, `questEggs`, `dropHatchingPotions`,
// `premiumHatchingPotions`, `wackyHatchingPotions`).
import {
  eggWords,
  type Egg,
  type HatchingPotion,
  type LocalizedCatalogue,
  type LocalizedItem,
} from '@questlog/core';
import { keyedBy, present } from './keyed.ts';

export interface ContentEgg {
  key: string;
  text: string;
  /** The grown animal's name (`Tiger` for the Tiger Cub egg). */
  mountText: string;
  adjective: string;
  /** Price in gems. */
  value: number;
  notes: string;
}

export interface ContentHatchingPotion {
  key: string;
  text: string;
  notes: string;
  /** Price in gems. */
  value: number;
  premium: boolean;
  limited: boolean;
  wacky?: true;
}

export interface ContentEggsAndPotions {
  eggs: Record<string, ContentEgg>;
  dropEggs: Record<string, ContentEgg>;
  questEggs: Record<string, ContentEgg>;
  hatchingPotions: Record<string, ContentHatchingPotion>;
  dropHatchingPotions: Record<string, ContentHatchingPotion>;
  premiumHatchingPotions: Record<string, ContentHatchingPotion>;
  wackyHatchingPotions: Record<string, ContentHatchingPotion>;
}

function presentEgg(egg: LocalizedItem<Egg>): ContentEgg {
  // The mount name and adjective are kept as English words beside the egg's text table.
  const words = (eggWords as Readonly<Record<string, (typeof eggWords)[keyof typeof eggWords]>>)[
    egg.key
  ];
  return {
    key: egg.key,
    text: egg.text,
    mountText: words?.mountText ?? egg.text,
    adjective: words?.adjective ?? '',
    value: egg.value,
    notes: egg.notes ?? '',
  };
}

function presentPotion(potion: LocalizedItem<HatchingPotion>): ContentHatchingPotion {
  return {
    key: potion.key,
    text: potion.text,
    notes: potion.notes ?? '',
    value: potion.value,
    premium: potion.set === 'premium',
    limited: potion.limited,
    ...present('wacky', potion.set === 'wacky' && (true as const)),
  };
}

export function presentEggsAndPotions(catalogue: LocalizedCatalogue): ContentEggsAndPotions {
  const eggs = Object.values(catalogue.eggs);
  const potions = Object.values(catalogue.hatchingPotions);
  const eggsOf = (set: Egg['set']) =>
    keyedBy(eggs.filter((egg) => egg.set === set).map(presentEgg), (egg) => egg.key);
  const potionsOf = (set: HatchingPotion['set']) =>
    keyedBy(
      potions.filter((potion) => potion.set === set).map(presentPotion),
      (potion) => potion.key,
    );
  return {
    eggs: keyedBy(eggs.map(presentEgg), (egg) => egg.key),
    dropEggs: eggsOf('drop'),
    questEggs: eggsOf('quest'),
    hatchingPotions: keyedBy(potions.map(presentPotion), (potion) => potion.key),
    dropHatchingPotions: potionsOf('standard'),
    premiumHatchingPotions: potionsOf('premium'),
    wackyHatchingPotions: potionsOf('wacky'),
  };
}
