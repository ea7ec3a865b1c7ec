// Special gear outside the seasonal and event lines: backer and contributor rewards, the Take This
// challenge set, quest and login-incentive rewards.
import { makeGear, type Bonus, type GearFields } from './makeGear.ts';
import type { GearItem, GearOwnership, GearSlot } from './types.ts';

const all = (n: number): Bonus => ({ str: n, con: n, int: n, per: n });
const granted: GearOwnership = { kind: 'granted' };
const backer = (tier: number): GearOwnership => ({ kind: 'backer', tier });
const contributor = (level: number): GearOwnership => ({ kind: 'contributor', level });

type SpecialRow = readonly [slot: GearSlot, name: string, fields: GearFields];

// Backer tiers 45, 70, 300; contributor levels 2 to 5 by slot; one critical weapon.
const restricted: readonly SpecialRow[] = [
  ['armor', '0', { con: 20, value: 150, ownership: backer(45) }],
  ['head', '0', { int: 20, value: 150, ownership: backer(45) }],
  ['shield', '0', { per: 20, value: 150, ownership: backer(45) }],
  ['weapon', '0', { str: 20, value: 150, ownership: backer(70) }],
  ['armor', '2', { int: 25, con: 25, value: 200, ownership: backer(300) }],
  ['head', '2', { int: 25, str: 25, value: 200, ownership: backer(300) }],
  ['weapon', '2', { str: 25, per: 25, value: 200, ownership: backer(300) }],
  ['weapon', '3', { str: 17, int: 17, con: 17, value: 200, ownership: backer(300) }],
  ['armor', '1', { ...all(6), value: 170, ownership: contributor(2) }],
  ['head', '1', { ...all(6), value: 170, ownership: contributor(3) }],
  ['weapon', '1', { ...all(6), value: 170, ownership: contributor(4) }],
  ['shield', '1', { ...all(6), value: 170, ownership: contributor(5) }],
  ['weapon', 'critical', { str: 40, per: 40, value: 200, ownership: { kind: 'critical' } }],
  ['armor', 'heroicTunic', { ...all(7), value: 175, ownership: granted }],
  ['back', 'heroicAureole', { ...all(7), value: 175, ownership: granted }],
  ['head', 'heroicCirclet', { ...all(7), value: 175, ownership: granted }],
];

// The Take This challenge reward: ownable only once granted.
const takeThis: readonly SpecialRow[] = (['armor', 'head', 'shield', 'weapon'] as const)
  .map((slot): SpecialRow => [slot, 'takeThis', { ...all(5), ownership: granted }])
  .concat([
    ['back', 'takeThis', { ...all(1), ownership: granted }],
    ['body', 'takeThis', { ...all(1), ownership: granted }],
  ]);

// Aether items 175; lunar, mammoth and other quest sets 130; golden knight shield 200.
const questRewards: readonly SpecialRow[] = [
  ['armor', 'finnedOceanicArmor', { str: 15, value: 130 }],
  ['armor', 'pyromancersRobes', { con: 15, value: 130 }],
  ['armor', 'lunarWarriorArmor', { str: 7, con: 7, value: 130 }],
  ['armor', 'mammothRiderArmor', { con: 15, value: 130 }],
  ['armor', 'roguishRainbowMessengerRobes', { str: 15, value: 130 }],
  ['head', 'fireCoralCirclet', { per: 15, value: 130 }],
  ['head', 'pyromancersTurban', { str: 15, value: 130 }],
  ['head', 'lunarWarriorHelm', { int: 7, str: 7, value: 130 }],
  ['head', 'mammothRiderHelm', { per: 15, value: 130 }],
  ['head', 'roguishRainbowMessengerHood', { con: 15, value: 130 }],
  ['shield', 'goldenknight', { con: 25, per: 25, value: 200 }],
  ['shield', 'moonpearlShield', { con: 15, value: 130 }],
  ['shield', 'mammothRiderHorn', { str: 15, value: 130 }],
  ['shield', 'roguishRainbowMessage', { int: 15, value: 130 }],
  ['weapon', 'tridentOfCrashingTides', { int: 15, value: 130 }],
  ['weapon', 'taskwoodsLantern', { per: 15, int: 15, value: 130, twoHanded: true }],
  ['weapon', 'lunarScythe', { str: 7, per: 7, value: 130, twoHanded: true }],
  ['weapon', 'mammothRiderSpear', { int: 15, value: 130 }],
  ['weapon', 'roguishRainbowMessage', { per: 15, value: 130 }],
  ['weapon', 'aetherCrystals', { ...all(10), value: 175, twoHanded: true }],
  ['back', 'aetherCloak', { per: 10, value: 175 }],
  ['body', 'aetherAmulet', { str: 10, con: 10, value: 175 }],
  ['eyewear', 'aetherMask', { int: 10, value: 175 }],
];

// Login-incentive rewards: the gear given at check-in counts 1 to 475.
const loginRewards: readonly SpecialRow[] = [
  ['armor', 'bardRobes', { per: 3 }],
  ['head', 'bardHat', { int: 3 }],
  ['weapon', 'bardInstrument', { per: 4, int: 4, twoHanded: true }],
  ['armor', 'pageArmor', { con: 16 }],
  ['head', 'pageHelm', { per: 16 }],
  ['weapon', 'pageBanner', { str: 16 }],
  ['shield', 'diamondStave', { int: 16 }],
  ['weapon', 'skeletonKey', { con: 16 }],
  ['shield', 'lootBag', { str: 16 }],
  ['head', 'clandestineCowl', { per: 16 }],
  ['armor', 'sneakthiefRobes', { int: 16 }],
  ['head', 'snowSovereignCrown', { con: 16 }],
  ['armor', 'snowSovereignRobes', { per: 17 }],
  ['shield', 'wintryMirror', { int: 16 }],
  ['back', 'snowdriftVeil', {}],
  ['weapon', 'nomadsScimitar', { int: 16 }],
  ['armor', 'nomadsCuirass', { con: 17 }],
  ['head', 'spikedHelm', { str: 16 }],
  ['head', 'dandyHat', { con: 17 }],
  ['weapon', 'fencingFoil', { str: 16 }],
  ['armor', 'dandySuit', { per: 17 }],
  ['weapon', 'tachi', { str: 17 }],
  ['armor', 'samuraiArmor', { per: 17 }],
  ['head', 'kabuto', { int: 17 }],
  ['shield', 'wakizashi', { con: 17 }],
];

/** Keys of the login-incentive gear, in reward order (for the login-incentive family). */
export const LOGIN_REWARD_GEAR_KEYS: readonly string[] = loginRewards.map(
  ([slot, name]) => `${slot}_special_${name}`,
);

const build = (rows: readonly SpecialRow[], extra: GearFields = {}): GearItem[] =>
  rows.map(([slot, name, fields]) => makeGear(slot, 'special', name, { ...extra, ...fields }));

export const restrictedGear = build([...restricted, ...takeThis]);
export const questRewardGear = build(questRewards, { ownership: granted });
export const loginRewardGear = build(loginRewards, { ownership: granted });
