// The player state the rules read and return. Only the parts the rules use are typed in detail;
// content/newPlayer builds them.
import type { Attribute } from './task.ts';

export const PLAYER_CLASSES = ['warrior', 'wizard', 'rogue', 'healer'] as const;
export type PlayerClass = (typeof PLAYER_CLASSES)[number];

export const ALLOCATION_MODES = ['flat', 'classbased', 'taskbased'] as const;
export type AllocationMode = (typeof ALLOCATION_MODES)[number];

export type AttributeValues = Record<Attribute, number>;

export interface Buffs extends AttributeValues {
  stealth: number;
  /** Chilling Frost: missed dailies keep their streak. */
  streaks: boolean;
  snowball: boolean;
  spookySparkles: boolean;
  shinySeed: boolean;
  seafoam: boolean;
}

export interface Stats extends AttributeValues {
  hp: number;
  mp: number;
  exp: number;
  gp: number;
  lvl: number;
  class: PlayerClass;
  /** Unallocated attribute points. */
  points: number;
  buffs: Buffs;
  /** Task-based allocation counters. */
  training: AttributeValues;
}

export interface GearItems {
  owned: Record<string, boolean>;
  equipped: Record<string, string>;
  costume: Record<string, string>;
}

export interface PlayerItems {
  gear: GearItems;
  special: Record<string, number>;
  pets: Record<string, number>;
  mounts: Record<string, boolean | null>;
  eggs: Record<string, number>;
  hatchingPotions: Record<string, number>;
  food: Record<string, number>;
  /** Quest scrolls owned, by quest key. */
  quests: Record<string, number>;
  lastDrop: { count: number; date: string };
  currentPet: string;
  currentMount: string;
}

export interface PlayerAchievements {
  createdTask?: boolean;
  completedTask?: boolean;
  hatchedPet?: boolean;
  fedPet?: boolean;
  purchasedEquipment?: boolean;
  /** Dailies kept for 21 days in a row. */
  streak?: number;
  /** Perfect days: a due daily and none missed. */
  perfect?: number;
  ultimateGearSets: Record<PlayerClass, boolean>;
  quests: Record<string, number>;
  challenges: string[];
}

export interface PlayerFlags {
  showTour: boolean;
  tour: Record<string, number>;
  tutorial: { common: Record<string, boolean> };
  customizationsNotification: boolean;
  classSelected: boolean;
  itemsEnabled: boolean;
  armoireEnabled: boolean;
  armoireOpened: boolean;
  armoireEmpty: boolean;
  rebirthEnabled: boolean;
  lastFreeRebirth?: string;
  /** Level quest-scroll drops already given, by quest key. */
  levelDrops: Record<string, boolean>;
  /** Set once the onboarding reward of 100 gold was paid. */
  onboardingComplete?: boolean;
  cardReceived: boolean;
  /** Day boundaries run so far. */
  cronCount?: number;
  welcomed: boolean;
  communityGuidelinesAccepted: boolean;
  warnedLowHealth: boolean;
  newStuff: boolean;
  verifiedUsername: boolean;
}

/** The preferences the rules read; the stored object holds the rest of the settings too. */
export interface RulePreferences {
  dayStart: number;
  timezoneOffset: number;
  /** The offset the last day boundary ran in. */
  timezoneOffsetAtLastCron?: number;
  sleep: boolean;
  disableClasses: boolean;
  automaticAllocation: boolean;
  allocationMode: AllocationMode;
  /** Wear gear as it is bought (on for a new player). */
  autoEquip?: boolean;
}

export interface PartyQuestProgress {
  up: number;
  down: number;
  collectedItems: number;
}

/**
 * The player's side of the party quest, `users.party.quest`. The quest fields are
 * optional so players built before quests existed still type-check; `progress` is always there.
 */
export interface UserPartyQuest {
  key?: string | null;
  RSVPNeeded?: boolean;
  /** The last finished quest's key: drives the "quest completed" dialog. */
  completed?: string | null;
  progress: PartyQuestProgress;
}

/** What the game rules take and give back. */
export interface UserState {
  id?: string;
  stats: Stats;
  items: PlayerItems;
  achievements: PlayerAchievements;
  flags: PlayerFlags;
  preferences: RulePreferences;
  party?: { quest: UserPartyQuest };
}
