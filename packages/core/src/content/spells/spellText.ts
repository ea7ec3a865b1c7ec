// English text of class skills, transformation items and antidotes. Our own wording.
import type { TextTable } from '../contentText.ts';

export const classSpellText: TextTable = {
  fireball: {
    text: 'Flame Burst',
    notes: 'Hurl fire at a task: you gain experience, more for stronger tasks, and hit the boss.',
  },
  mpheal: {
    text: 'Mana Tide',
    notes: 'Share your magic: every party member who is not a wizard regains mana.',
  },
  earth: {
    text: 'Tremor',
    notes: 'Shake the ground to raise the intelligence of everyone in your party for the day.',
  },
  frost: {
    text: 'Deep Freeze',
    notes: 'Freeze time for one night: dailies you miss keep their streaks at the next rollover.',
  },
  smash: {
    text: 'Crushing Blow',
    notes: 'Strike a task hard: it turns bluer and you deal extra damage to the boss.',
  },
  defensiveStance: {
    text: 'Shield Wall',
    notes: 'Brace yourself and gain a constitution boost for the day.',
  },
  valorousPresence: {
    text: 'Rallying Cry',
    notes: 'Inspire your party: everyone gains strength for the day.',
  },
  intimidate: {
    text: 'Fearsome Glare',
    notes: 'Stare down your foes: everyone in your party gains constitution for the day.',
  },
  pickPocket: {
    text: 'Light Fingers',
    notes: 'Lift some gold from a task; stronger tasks give more.',
  },
  backStab: {
    text: 'Ambush',
    notes: 'Catch a task off guard to earn experience and gold, with a chance of a critical hit.',
  },
  toolsOfTrade: {
    text: 'Thieves’ Kit',
    notes: 'Hand out your best tools: everyone in your party gains perception for the day.',
  },
  stealth: {
    text: 'Vanish',
    notes: 'Slip out of sight: some of tonight’s missed dailies will not hurt you.',
  },
  heal: {
    text: 'Soothing Light',
    notes: 'Restore some of your own health.',
  },
  brightness: {
    text: 'Blinding Radiance',
    notes: 'Shine on all your tasks and turn every one of them a little bluer.',
  },
  protectAura: {
    text: 'Guardian Aura',
    notes: 'Wrap your party in protection: everyone gains constitution for the day.',
  },
  healAll: {
    text: 'Benediction',
    notes: 'Heal every member of your party a little.',
  },
};

export const transformationText: TextTable = {
  snowball: {
    text: 'Snowball',
    notes: 'Throw it at a party member and watch them turn into a snowman until tomorrow.',
  },
  spookySparkles: {
    text: 'Eerie Glitter',
    notes: 'Sprinkle it on a friend to turn them into a floating blanket ghost until tomorrow.',
  },
  shinySeed: {
    text: 'Gleaming Seed',
    notes: 'Plant it on a friend and they bloom into a flower until tomorrow.',
  },
  seafoam: {
    text: 'Sea Spray',
    notes: 'Splash a friend and they become a starfish until tomorrow.',
  },
};

export const antidoteText: TextTable = {
  salt: { text: 'Salt', notes: 'Melts a snowman transformation off yourself.' },
  opaquePotion: {
    text: 'Solid Potion',
    notes: 'Makes you solid again after a ghostly transformation.',
  },
  petalFreePotion: {
    text: 'Petal Remover',
    notes: 'Sheds the petals of a flower transformation.',
  },
  sand: { text: 'Dry Sand', notes: 'Dries off a starfish transformation.' },
};
