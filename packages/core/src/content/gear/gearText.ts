// English text for every piece (issue 6: text apart from data, laid over key by key). Names
// come from gearNames.ts where written by hand, otherwise from the key, the set and the season.
import { MONTH_NAMES, lazyTextTable, type ItemText, type TextTable } from '../contentText.ts';
import { GEAR } from './catalogue.ts';
import { BASE_NAMES, CLASS_NAMES, SPECIAL_NAMES } from './gearNames.ts';
import type { GearEvent, GearItem, GearSlot } from './types.ts';
import type { PlayerClass } from '../../model/user.ts';

const SLOT_NOUNS: Readonly<Record<GearSlot, string>> = {
  weapon: 'Weapon',
  armor: 'Armor',
  head: 'Headgear',
  shield: 'Off-Hand',
  back: 'Back Accessory',
  body: 'Body Accessory',
  headAccessory: 'Head Accessory',
  eyewear: 'Eyewear',
};

const CLASS_LABELS: Readonly<Record<PlayerClass, string>> = {
  warrior: 'Warrior',
  rogue: 'Rogue',
  wizard: 'Mage',
  healer: 'Healer',
};

const EVENT_LABELS: Readonly<Record<GearEvent, string>> = {
  birthday: 'Birthday Bash',
  newYearsEve: "New Year's Eve",
  namingDay: 'Naming Day',
  anniversary: 'Anniversary',
  piDay: 'Pi Day',
  turkeyDay: 'Turkey Day',
  gaymerx: 'GaymerX',
};

const STAT_NAMES = { str: 'Strength', con: 'Constitution', int: 'Intelligence', per: 'Perception' };

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** `snowSovereignCrown` → `Snow Sovereign Crown`; `wondercon_red` → `Wondercon Red`. */
export function wordsOf(name: string): string {
  return name
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .split(' ')
    .map(capitalise)
    .join(' ');
}

function bonusSentence(item: GearItem): string {
  const parts = (Object.keys(STAT_NAMES) as (keyof typeof STAT_NAMES)[])
    .filter((stat) => item[stat] !== 0)
    .map((stat) => `${STAT_NAMES[stat]} by ${String(item[stat])}`);
  if (parts.length === 0) return 'It grants no stat bonus.';
  const last = parts.pop() ?? '';
  return `Raises ${parts.length > 0 ? `${parts.join(', ')} and ${last}` : last}.`;
}

function mysteryMonth(key: string): string {
  const month = MONTH_NAMES[Number(key.slice(4, 6)) - 1] ?? '';
  return `${month} ${key.slice(0, 4)}`;
}

function nameOf(item: GearItem): string {
  const special = SPECIAL_NAMES[item.key];
  if (special !== undefined) return special;
  if (item.klass === 'base') return BASE_NAMES[item.slot];
  if (item.klass !== 'special' && item.klass !== 'mystery' && item.klass !== 'armoire') {
    const names = CLASS_NAMES[item.klass][item.slot] ?? [];
    const first =
      item.slot === 'weapon' || (item.klass === 'rogue' && item.slot === 'shield') ? 0 : 1;
    return (
      names[(item.tier ?? 0) - first] ?? `${CLASS_LABELS[item.klass]} ${SLOT_NOUNS[item.slot]}`
    );
  }
  if (item.season !== undefined && item.specialClass !== undefined) {
    const setName = wordsOf(
      item.set.replace(/^(winter|spring|summer|fall)\d{4}/, '').replace(/Set$/, ''),
    );
    return `${setName} ${SLOT_NOUNS[item.slot]} (${capitalise(item.season)} ${String(item.year)})`;
  }
  if (item.event !== undefined) {
    const year = /\d{4}$/.exec(item.index)?.[0];
    const gilded = item.index.includes('Gilded') ? 'Gilded ' : '';
    const label = `${gilded}${EVENT_LABELS[item.event]} ${SLOT_NOUNS[item.slot]}`;
    return year === undefined ? label : `${label} (${year})`;
  }
  if (item.klass === 'mystery' && /^20\d{4}$/.test(item.index)) {
    return `Mystery ${SLOT_NOUNS[item.slot]} of ${mysteryMonth(item.index)}`;
  }
  if (item.klass === 'mystery') return `Time Traveler's ${SLOT_NOUNS[item.slot]} ${item.index}`;
  return wordsOf(item.index);
}

function flavourOf(item: GearItem): string {
  if (item.klass === 'base') return 'What you wear when this slot is empty.';
  if (item.tier !== undefined) {
    return `Market gear for the ${CLASS_LABELS[item.klass as PlayerClass].toLowerCase()}, tier ${String(item.tier)}.`;
  }
  if (item.season !== undefined)
    return `Limited gear from the ${item.season} gala of ${String(item.year)}.`;
  if (item.mystery === 'wondercon') return 'A keepsake from a convention visit.';
  if (item.klass === 'mystery') return 'A gift to subscribers, found in a mystery box.';
  if (item.klass === 'armoire') return 'Found in the Enchanted Armoire.';
  if (item.event !== undefined) return 'Handed out to everyone during a celebration.';
  if (item.gearSet !== undefined) return 'A cosmetic piece sold in the market at any time.';
  switch (item.ownership?.kind) {
    case 'backer':
      return 'A reward for backing the project early.';
    case 'contributor':
    case 'critical':
      return 'A thank-you for contributing to the project.';
    default:
      return 'A reward earned along the way.';
  }
}

function describe(item: GearItem): ItemText {
  const twoHanded = item.twoHanded ? ' Takes both hands.' : '';
  return { text: nameOf(item), notes: `${flavourOf(item)} ${bonusSentence(item)}${twoHanded}` };
}

export const gearText: TextTable = lazyTextTable(GEAR, describe);
