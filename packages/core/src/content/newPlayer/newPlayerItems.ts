// A new player's inventory, purchases, party and inbox settings.
import type { PlayerAchievements, PlayerItems } from '../../model/user.ts';

export function newPlayerItems(now: Date): PlayerItems {
  const basicSet = { armor: 'armor_base_0', head: 'head_base_0', shield: 'shield_base_0' };
  return {
    gear: {
      owned: { armor_base_0: true, head_base_0: true, shield_base_0: true, weapon_warrior_0: true },
      equipped: { ...basicSet, weapon: 'weapon_warrior_0' },
      costume: { ...basicSet, weapon: 'weapon_base_0' },
    },
    special: { snowball: 0, spookySparkles: 0, shinySeed: 0, seafoam: 0 },
    pets: {},
    mounts: {},
    eggs: {},
    hatchingPotions: {},
    food: {},
    quests: {},
    lastDrop: { count: 0, date: now.toISOString() },
    currentPet: '',
    currentMount: '',
  };
}

export function newPlayerPurchased() {
  return {
    plan: {
      planId: null,
      customerId: null,
      gemsBought: 0,
      dateTerminated: null,
      dateUpdated: null,
      mysteryItems: [] as string[],
      consecutive: { count: 0, offset: 0, trinkets: 0, gemCapExtra: 0 },
    },
    background: {},
    hair: {},
    skin: {},
    shirt: {},
    txnCount: 0,
  };
}

export function newPlayerAchievements(): PlayerAchievements {
  return {
    ultimateGearSets: { healer: false, wizard: false, rogue: false, warrior: false },
    quests: {},
    challenges: [] as string[],
  };
}

export function newPlayerParty() {
  return {
    order: 'level',
    orderAscending: 'ascending',
    quest: {
      key: null,
      progress: { up: 0, down: 0, collectedItems: 0 },
      RSVPNeeded: false,
      completed: null,
    },
  };
}

export function newPlayerInbox() {
  return { newMessages: 0, optOut: false, blocks: [] as string[] };
}
