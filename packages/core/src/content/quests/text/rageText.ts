// English text of boss rage (title as text, description as notes) and of the Stressbeast's
// desperation, by quest key.
import type { TextTable } from '../../contentText.ts';

const regrows = 'When the meter fills, the boss recovers 30% of its remaining health.';
const drainsMana = 'When the meter fills, every participant’s mana is drained.';
const halvesDamage = 'When the meter fills, half of everyone’s pending damage is lost.';
const worldRage =
  'Missed dailies across the whole community fill this meter. When it is full, the boss strikes a corner of town and its shopkeeper is shaken.';

export const questRageText: TextTable = {
  axolotl: { text: 'Regrowth', notes: regrows },
  crab: { text: 'Pinch of Doubt', notes: drainsMana },
  otter: { text: 'Slippery Escape', notes: regrows },
  platypus: { text: 'Baffling Paradox', notes: drainsMana },
  raccoon: { text: 'Midnight Snack', notes: regrows },
  trex_undead: { text: 'Knitting Bones', notes: regrows },
  pinkMarble: { text: 'Arrow of Forgetting', notes: halvesDamage },
  dilatoryDistress2: { text: 'Regrouping Swarm', notes: regrows },
  mayhemMistiflying1: { text: 'Gathering Gale', notes: regrows },
  stoikalmCalamity1: { text: 'Burrowing Back', notes: regrows },
  taskwoodsTerror1: { text: 'Rekindling Flames', notes: regrows },
  lostMasterclasser3: { text: 'Hollow Renewal', notes: regrows },
  lostMasterclasser4: { text: 'Draining Grief', notes: drainsMana },
  waffle: { text: 'Sticky Syrup', notes: halvesDamage },
  virtualpet: { text: 'Endless Beeping', notes: halvesDamage },
  fungi: { text: 'Spore Cloud', notes: halvesDamage },
  bewilder: { text: 'Befuddling Haze', notes: worldRage },
  burnout: { text: 'Exhausting Blaze', notes: worldRage },
  dilatory: { text: 'Dragon’s Fury', notes: worldRage },
  dysheartener: { text: 'Sinking Hearts', notes: worldRage },
  stressbeast: {
    text: 'Worry Stomp',
    notes: `${worldRage} It also recovers 30% of its remaining health.`,
  },
};

export const questDesperationText: TextTable = {
  stressbeast: {
    text: 'Cornered!',
    notes: 'Badly hurt, the beast fights harder: its strength and defence rise.',
  },
};
