// English names of seasons, events and shop releases. Our own wording.
import type { ItemText, TextTable } from '../contentText.ts';
import { datedEvents } from './datedEvents.ts';
import { yearlyEventTemplates } from './yearlyEvents.ts';

/** Event names by key prefix; an event's key is a prefix followed by its year or month. */
const eventNames: Record<string, ItemText> = {
  birthday10: {
    text: 'Tenth Birthday Celebration',
    notes: 'A party for the game’s tenth year, with a special pet for sale.',
  },
  birthday: { text: 'Birthday Party', notes: 'Cake for every pet on the game’s birthday.' },
  valentine: { text: 'Valentine’s Week', notes: 'Cards and kind words for friends.' },
  valentines: { text: 'Valentine’s Week', notes: 'Cards and kind words for friends.' },
  piDay: { text: 'Pi Day', notes: 'Pies replace the usual pet food for a day.' },
  spring: { text: 'Spring Fling', notes: 'Seasonal gear and quests for spring.' },
  aprilFools: { text: 'April Fools’ Day', notes: 'Something looks a little odd today.' },
  summer: { text: 'Summer Splash', notes: 'Seasonal gear and quests for summer.' },
  fall: { text: 'Fall Festival', notes: 'Seasonal gear, quests and candy for autumn.' },
  spooky_extra_gems: { text: 'Spooky Gem Bonus', notes: 'Gem packs hold extra gems.' },
  fall_extra_gems: { text: 'Autumn Gem Bonus', notes: 'Gem packs hold extra gems.' },
  harvestFeast: { text: 'Harvest Feast', notes: 'A time to give thanks.' },
  thanksgiving: { text: 'Harvest Feast', notes: 'A time to give thanks.' },
  g1g1: { text: 'Gift One, Get One', notes: 'Gift a subscription and receive one yourself.' },
  winter: { text: 'Winter Wonderland', notes: 'Seasonal gear and quests for winter.' },
  nye: { text: 'New Year’s Eve', notes: 'Party hats and cards to ring in the year.' },
  bundle: { text: 'Quest Bundle Offer', notes: 'A themed bundle of quests at a discount.' },
  potions: { text: 'Magic Potion Release', notes: 'New magic hatching potions arrive.' },
  noEvent: { text: 'Between Events', notes: 'No event is running.' },
  afterGala: { text: 'Between Events', notes: 'The gala is over.' },
  beforeGala: { text: 'Between Events', notes: 'The next gala is coming.' },
  prePromoNoEvent: { text: 'Between Events', notes: 'The winter promotion is coming.' },
  gaymerx: { text: 'GaymerX Convention', notes: 'A celebration of the convention.' },
};

const prefixesLongestFirst = Object.keys(eventNames).sort((a, b) => b.length - a.length);

/** The English name of an event key such as `winter2026` or `bundle202403`. */
export function eventText(key: string): ItemText | undefined {
  const prefix = prefixesLongestFirst.find((candidate) => key.startsWith(candidate));
  if (prefix === undefined) return undefined;
  const year = /^(\d{4})/.exec(key.slice(prefix.length))?.[1];
  const base = eventNames[prefix];
  if (!base) return undefined;
  return year ? { ...base, text: `${base.text} ${year}` } : base;
}

const seasonText: TextTable = {
  'season.winter': { text: 'Winter', notes: 'December to February.' },
  'season.spring': { text: 'Spring', notes: 'March to May.' },
  'season.summer': { text: 'Summer', notes: 'June to August.' },
  'season.fall': { text: 'Autumn', notes: 'September to November.' },
};

const releaseText: TextTable = {
  'release.timeTravelers': { text: 'Time travelers’ items', notes: 'Released on the 1st.' },
  'release.backgrounds': { text: 'Backgrounds', notes: 'Released on the 7th.' },
  'release.petQuests': { text: 'Pet quests', notes: 'Five, released on the 14th.' },
  'release.potionQuest': { text: 'Potion quest', notes: 'One, released on the 14th.' },
  'release.bundles': { text: 'Quest bundles', notes: 'Released on the 14th.' },
  'release.premiumPotions': {
    text: 'Magic hatching potions',
    notes: 'Three, released on the 21st.',
  },
};

function eventEntry(key: string): [string, ItemText] {
  return [`event.${key}`, eventText(key) ?? { text: key }];
}

export const calendarText: TextTable = {
  ...seasonText,
  ...releaseText,
  ...Object.fromEntries(datedEvents.map((event) => eventEntry(event.key))),
  ...Object.fromEntries(yearlyEventTemplates.map((template) => eventEntry(template.key))),
};
