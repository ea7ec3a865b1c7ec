// Seasonal gala gear: per year and season, one set per class. Values and bonuses follow one table
// for every gala: armour 90, head 60, shield 70, rogue off-hand and weapon 80, warrior and healer
// weapon 90, wizard staff 160 (two-handed).
import { makeGear, type Bonus } from './makeGear.ts';
import type { GearItem, GearSlot, Season } from './types.ts';
import { SEASONS } from './types.ts';
import type { PlayerClass } from '../../model/user.ts';

/** The last gala in the catalogue (the data runs to November 2025, like the backgrounds). */
export const LAST_GALA = { season: 'fall', year: 2025 } as const satisfies {
  season: Season;
  year: number;
};

const CLASS_ORDER = ['warrior', 'rogue', 'wizard', 'healer'] as const;
// Seasonal keys name the wizard "Mage", as in the original.
const KEY_CLASS: Record<PlayerClass, string> = {
  warrior: 'Warrior',
  rogue: 'Rogue',
  wizard: 'Mage',
  healer: 'Healer',
};

type SlotStats = readonly [value: number, bonus: Bonus];
const SEASONAL_STATS: Record<PlayerClass, Partial<Record<GearSlot, SlotStats>>> = {
  warrior: {
    armor: [90, { con: 9 }],
    head: [60, { str: 9 }],
    shield: [70, { con: 7 }],
    weapon: [90, { str: 15 }],
  },
  rogue: {
    armor: [90, { per: 15 }],
    head: [60, { per: 9 }],
    shield: [80, { str: 8 }],
    weapon: [80, { str: 8 }],
  },
  wizard: { armor: [90, { int: 9 }], head: [60, { per: 7 }], weapon: [160, { int: 15, per: 7 }] },
  healer: {
    armor: [90, { con: 15 }],
    head: [60, { int: 7 }],
    shield: [70, { con: 9 }],
    weapon: [90, { int: 9 }],
  },
};

// The original's set names, warrior/rogue/wizard/healer, for the galas they are known for;
// later galas get `<gala><Class>Set`.
const SET_NAMES: Readonly<Record<string, readonly [string, string, string, string]>> = {
  winter2014: ['yetiSet', 'skiSet', 'candycaneSet', 'snowflakeSet'],
  spring2014: ['mightyBunnySet', 'stealthyKittySet', 'magicMouseSet', 'lovingPupSet'],
  summer2014: [
    'daringSwashbucklerSet',
    'roguishPirateSet',
    'emeraldMermageSet',
    'reefSeahealerSet',
  ],
  fall2014: ['monsterOfScienceSet', 'vampireSmiterSet', 'witchyWizardSet', 'mummyMedicSet'],
  winter2015: ['gingerbreadSet', 'icicleDrakeSet', 'northMageSet', 'soothingSkaterSet'],
  spring2015: ['bewareDogSet', 'sneakySqueakerSet', 'magicianBunnySet', 'comfortingKittySet'],
  summer2015: ['sunfishWarriorSet', 'reefRenegadeSet', 'shipSoothsayerSet', 'strappingSailorSet'],
  fall2015: ['scarecrowWarriorSet', 'battleRogueSet', 'stitchWitchSet', 'potionerSet'],
  winter2016: ['snowDaySet', 'cocoaSet', 'snowboardingSet', 'festiveFairySet'],
  spring2016: ['braveMouseSet', 'cleverDogSet', 'grandMalkinSet', 'springingBunnySet'],
  summer2016: [
    'summer2016SharkWarriorSet',
    'summer2016EelSet',
    'summer2016DolphinMageSet',
    'summer2016SeahorseHealerSet',
  ],
  fall2016: [
    'fall2016SwampThingSet',
    'fall2016BlackWidowSet',
    'fall2016WickedSorcererSet',
    'fall2016GorgonHealerSet',
  ],
  winter2017: [
    'winter2017IceHockeySet',
    'winter2017FrostyRogueSet',
    'winter2017WinterWolfSet',
    'winter2017SugarPlumSet',
  ],
  spring2017: [
    'spring2017FelineWarriorSet',
    'spring2017SneakyBunnySet',
    'spring2017CanineConjurorSet',
    'spring2017FloralMouseSet',
  ],
  summer2017: [
    'summer2017SandcastleWarriorSet',
    'summer2017SeaDragonSet',
    'summer2017WhirlpoolMageSet',
    'summer2017SeashellSeahealerSet',
  ],
  fall2017: [
    'fall2017HabitoweenSet',
    'fall2017TrickOrTreatSet',
    'fall2017MasqueradeSet',
    'fall2017HauntedHouseSet',
  ],
  winter2018: [
    'winter2018GiftWrappedSet',
    'winter2018ReindeerSet',
    'winter2018ConfettiSet',
    'winter2018MistletoeSet',
  ],
};

// The 2014 galas used names without a year; winter 2014 named each set after its theme.
const WINTER_2014_NAMES: Record<PlayerClass, string> = {
  warrior: 'yeti',
  rogue: 'ski',
  wizard: 'candycane',
  healer: 'snowflake',
};

/** Cosmetic extras (value 20) some early galas had, by gala and slot. */
const EXTRAS: readonly (readonly [
  gala: string,
  slot: GearSlot,
  classes: readonly PlayerClass[],
])[] = [
  ['spring2014', 'headAccessory', CLASS_ORDER],
  ['spring2015', 'headAccessory', CLASS_ORDER],
  ['spring2016', 'headAccessory', CLASS_ORDER],
  ['spring2017', 'headAccessory', CLASS_ORDER],
  ['summer2014', 'body', ['healer', 'wizard']],
  ['summer2015', 'body', CLASS_ORDER],
  ['summer2014', 'eyewear', ['rogue', 'warrior']],
];

/** Value overrides where a gala priced a piece off the table. */
const VALUE_OVERRIDES: Readonly<Record<string, number>> = {
  shield_special_ski: 90,
  weapon_special_winter2017Mage: 170,
  weapon_special_winter2018Mage: 170,
};

export interface Gala {
  id: string;
  season: Season;
  year: number;
}

export function listGalas(last: { season: Season; year: number } = LAST_GALA): Gala[] {
  const galas: Gala[] = [];
  for (let year = 2014; year <= last.year; year += 1) {
    for (const season of SEASONS) {
      if (year === last.year && SEASONS.indexOf(season) > SEASONS.indexOf(last.season)) break;
      galas.push({ id: `${season}${year}`, season, year });
    }
  }
  return galas;
}

/** The month a gala opens: winter galas start in the December before their year. */
export function galaReleaseMonth(season: Season, year: number): string {
  if (season === 'winter') return `${year - 1}-12`;
  const month = { spring: '03', summer: '06', fall: '09' }[season];
  return `${year}-${month}`;
}

function pieceName(gala: Gala, klass: PlayerClass): string {
  if (gala.year > 2014) return `${gala.season}${gala.year}${KEY_CLASS[klass]}`;
  if (gala.season === 'winter') return WINTER_2014_NAMES[klass];
  return `${gala.season}${KEY_CLASS[klass]}`;
}

function galaGear(gala: Gala): GearItem[] {
  const setNames = SET_NAMES[gala.id];
  return CLASS_ORDER.flatMap((klass, i) => {
    const name = pieceName(gala, klass);
    const common = {
      specialClass: klass,
      set: setNames?.[i] ?? `${gala.id}${KEY_CLASS[klass]}Set`,
      season: gala.season,
      year: gala.year,
      released: galaReleaseMonth(gala.season, gala.year),
      canBuy: true,
    };
    const main = (Object.entries(SEASONAL_STATS[klass]) as [GearSlot, SlotStats][]).map(
      ([slot, [value, bonus]]) => {
        const key = `${slot}_special_${name}`;
        return makeGear(slot, 'special', name, {
          ...common,
          ...bonus,
          value: VALUE_OVERRIDES[key] ?? value,
          twoHanded: klass === 'wizard' && slot === 'weapon',
        });
      },
    );
    const extras = EXTRAS.filter(
      ([id, , classes]) => id === gala.id && classes.includes(klass),
    ).map(([, slot]) => makeGear(slot, 'special', name, { ...common, value: 20 }));
    return [...main, ...extras];
  });
}

export const seasonalGear: readonly GearItem[] = listGalas().flatMap(galaGear);
