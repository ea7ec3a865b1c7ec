// English names written for this project: the class lines, the base items and the numbered
// special pieces. Other pieces are named from their keys and sets in gearText.ts.
import type { GearSlot } from './types.ts';
import type { PlayerClass } from '../../model/user.ts';

export const BASE_NAMES: Readonly<Record<GearSlot, string>> = {
  weapon: 'Empty Hands',
  armor: 'Everyday Clothes',
  head: 'Bare Head',
  shield: 'Empty Off-Hand',
  back: 'Nothing on the Back',
  body: 'Nothing at the Neck',
  headAccessory: 'No Hair Ornament',
  eyewear: 'No Eyewear',
};

/** Names by class and slot, indexed by tier (weapons from tier 0, the rest from tier 1). */
export const CLASS_NAMES: Readonly<
  Record<PlayerClass, Partial<Record<GearSlot, readonly string[]>>>
> = {
  warrior: {
    weapon: [
      'Practice Blade',
      'Iron Shortsword',
      'Bearded Axe',
      'Spiked Mace',
      'Frostforged Sword',
      'Emberbrand',
      'Sunsteel Greatsword',
    ],
    armor: ['Padded Jerkin', 'Riveted Leather', 'Ring Mail', 'Banded Plate', 'Sunsteel Plate'],
    head: ['Leather Coif', 'Iron Cap', 'Crested Helm', 'Frostforged Helm', 'Sunsteel Helm'],
    shield: [
      'Oak Buckler',
      'Iron Kite Shield',
      'Tower Shield',
      'Frostforged Shield',
      'Sunsteel Aegis',
    ],
  },
  rogue: {
    weapon: [
      'Rusty Knife',
      'Stiletto',
      'Bone Dagger',
      'Hooked Kukri',
      'Twilight Dirk',
      'Venom Fang',
      'Nightglass Blade',
    ],
    shield: [
      'Spare Knife',
      'Left-Hand Stiletto',
      'Bone Parrying Dagger',
      'Hooked Off-Hand Kukri',
      'Twilight Main-Gauche',
      'Venom Fang Off-Hand',
      'Nightglass Off-Hand Blade',
    ],
    armor: [
      'Dark Tunic',
      'Soft Leather Vest',
      'Shadowweave Coat',
      'Midnight Cloak',
      'Nightglass Shroud',
    ],
    head: ['Dark Hood', 'Scout Hood', 'Shadowweave Cowl', 'Midnight Mask', 'Nightglass Hood'],
  },
  wizard: {
    weapon: [
      'Apprentice Wand',
      'Willow Staff',
      'Runed Staff',
      'Starlit Staff',
      'Stormcaller Staff',
      'Archmage Rod',
      'Staff of Endless Skies',
    ],
    armor: ['Novice Robe', 'Scholar Robe', 'Runed Vestments', 'Starlit Robe', 'Archmage Raiment'],
    head: ['Novice Hat', 'Scholar Hat', 'Runed Circlet', 'Starlit Hat', 'Archmage Crown'],
  },
  healer: {
    weapon: [
      'Beginner Rod',
      'Birch Wand',
      'Silver Wand',
      'Crystal Sceptre',
      'Dawnlight Rod',
      'Lifebloom Staff',
      'Sceptre of Renewal',
    ],
    armor: [
      'Linen Robe',
      'Healer Smock',
      'Silver-Trimmed Robe',
      'Dawnlight Vestments',
      'Lifebloom Raiment',
    ],
    head: [
      'Linen Circlet',
      'Healer Diadem',
      'Silver Circlet',
      'Dawnlight Diadem',
      'Lifebloom Crown',
    ],
    shield: ['Wooden Roundel', 'Bronze Ward', 'Silver Ward', 'Dawnlight Ward', 'Lifebloom Shield'],
  },
};

/** The numbered and otherwise unnameable special pieces. */
export const SPECIAL_NAMES: Readonly<Record<string, string>> = {
  armor_special_0: 'Umbral Mail',
  head_special_0: 'Umbral Helm',
  shield_special_0: 'Whispering Skull',
  weapon_special_0: 'Umbral Blade',
  armor_special_1: 'Prismatic Armor',
  head_special_1: 'Prismatic Helm',
  shield_special_1: 'Prismatic Shield',
  weapon_special_1: 'Prismatic Blade',
  armor_special_2: 'Tunic of the Patron',
  head_special_2: 'Helm of the Patron',
  weapon_special_2: 'Spear of the Patron',
  weapon_special_3: 'Flail of the Patron',
  weapon_special_critical: 'Bug-Squashing Hammer',
  armor_special_gaymerx: 'Rainbow Warrior Armor',
  head_special_gaymerx: 'Rainbow Warrior Helm',
};
