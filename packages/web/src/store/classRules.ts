// The seam between the class screens and @questlog/core's class, skill, rebirth and inn rules
// (issue 8). The web holds no game rule of its own: what can be cast, what a change costs and
// what the inn does come from core; chance (crits, the effects' numbers) stays the server's.
import {
  ALLOCATION_MODES,
  ApiError,
  CLASS_ATTRIBUTE_ORDER,
  CLASS_LEVEL,
  PLAYER_CLASSES,
  REBIRTH_BALANCE,
  REBIRTH_LEVEL,
  allocateStat,
  castSpell,
  changeClass,
  classChangeBalance,
  classSpellText,
  disableClasses,
  gemsOf as coreGemsOf,
  playerFromApi,
  rebirthBalance,
  spellsOfClass,
  toggleSleep,
  type AllocationMode,
  type Attribute,
  type ClassSpell,
  type PlayerClass,
  type PlayerState,
} from '@questlog/core';
import type { Player, Stats, Task } from '../api/tasksTypes.ts';
import { catalogueText } from '../catalogue/catalogueText.ts';
import type { User } from '../api/types.ts';
import { classOf } from './classStatus.ts';
import { withPlayer } from './playerStats.ts';
import { asCoreTask } from './tasksRules.ts';

export { ALLOCATION_MODES, CLASS_LEVEL, PLAYER_CLASSES };
export type { AllocationMode, PlayerClass };

/** The API's user as core's player (a partial user gets a new player's defaults). */
const asPlayerState = (player: Player): PlayerState => playerFromApi(player);

const preferencesOf = (player: Player) => asPlayerState(player).preferences;

// Whether a player has a class or is due to choose one: classStatus.ts, which the tasks screen
// reads without loading the skills and their texts.
export { areClassesDisabled, classOf, isClassChoiceDue, playerHasClass } from './classStatus.ts';

/** Displayed gems = balance × 4 (core's gemsOf). */
export function gemsOf(player: Player): number {
  return coreGemsOf({ balance: player.balance ?? 0 });
}

export function canChooseClass(player: Player): boolean {
  return (player.stats?.lvl ?? 0) >= CLASS_LEVEL;
}

/**
 * What choosing a class costs now, in gems (core's classChangeBalance: the first choice and a
 * return from no classes are free).
 */
export function classChangeGems(player: Player): number {
  const anyClass = PLAYER_CLASSES[0];
  return coreGemsOf({ balance: classChangeBalance(asPlayerState(player), anyClass) });
}

/** core's rule, laid over the user; null when it refuses (the server then says why). */
function byRule(user: User, rule: (player: PlayerState) => { player: PlayerState }): User | null {
  try {
    return withPlayer(user, rule(playerFromApi(user)).player);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/** core's changeClass: the class chosen, its starting gear, the price paid. */
export function classChosen(user: User, klass: PlayerClass): User | null {
  return byRule(user, (player) => changeClass(player, klass));
}

/** core's disableClasses: playing without a class. */
export function classesDisabled(user: User): User | null {
  return byRule(user, disableClasses);
}

/** A class's attributes, its favourite first (classbased allocation weighs them 3:2:1:1). */
export function classFocus(klass: PlayerClass): readonly Attribute[] {
  return CLASS_ATTRIBUTE_ORDER[klass];
}

export function allocationModeOf(player: Player): AllocationMode {
  return preferencesOf(player).allocationMode;
}

export function isAutomaticAllocation(player: Player): boolean {
  return preferencesOf(player).automaticAllocation;
}

export function isAsleep(player: Player | null): boolean {
  return player !== null && preferencesOf(player).sleep;
}

/** core's toggleSleep: the preferences after entering or leaving the inn. */
export function sleepToggled(player: Player): Player {
  const { preferences } = toggleSleep(asPlayerState(player)).player;
  return { ...player, preferences: { ...player.preferences, sleep: preferences.sleep } };
}

/** core's allocateStat applied at once; null when the rule refuses (the server says why). */
export function pointAllocated(player: Player, stat: Attribute): Stats | null {
  try {
    const { stats } = allocateStat(asPlayerState(player), stat).player;
    return { ...player.stats, ...stats };
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

export interface RebirthOffer {
  /** The orb is offered from level 50 (flags.rebirthEnabled). */
  isOffered: boolean;
  isFree: boolean;
  gems: number;
  canAfford: boolean;
}

export function rebirthOffer(player: Player, now: Date): RebirthOffer {
  const state = asPlayerState(player);
  const price = rebirthBalance(state, now);
  return {
    isOffered: state.flags.rebirthEnabled || state.stats.lvl >= REBIRTH_LEVEL,
    isFree: price === 0,
    gems: coreGemsOf({ balance: REBIRTH_BALANCE }),
    canAfford: state.balance >= price,
  };
}

// --- skills ---------------------------------------------------------------------------------

/**
 * Why a skill cannot be cast now: core's refusal key (notEnoughMana, spellLevelTooHigh,
 * spellAlreadyCast, messageHealthAlreadyMax, …), or `noTaskToTarget` for a task skill without a
 * task to aim at.
 */
export type SkillBlock = string;

export interface Skill {
  key: string;
  name: string;
  notes: string;
  mana: number;
  lvl: number;
  target: ClassSpell['target'];
  block: SkillBlock | null;
}

// The effects' chance is the server's; a dry run only needs the checks, so every roll misses.
const noLuck = () => 1;

/** A dry run of core's castSpell: its first refusal's key, or null when the checks pass. */
function refusalOf(caster: PlayerState, spellId: string, task?: Task): string | null {
  try {
    castSpell(
      { caster, party: [caster], tasks: [], ...(task ? { task: asCoreTask(task) } : {}) },
      { spellId },
      { random: noLuck },
    );
  } catch (error) {
    if (error instanceof ApiError) return error.key;
    // Any other failure came from an effect after the checks passed: the server decides.
  }
  return null;
}

// Stands in for the target while checking mana and level of a task skill with no task to aim at.
const PLACEHOLDER_TASK: Task = { _id: '', id: '', type: 'todo', text: '', value: 0 };

/**
 * A skill's first refusal. Not enough mana hides a level too low behind it, and the level is
 * the more useful thing to say, so the rule runs once more with the mana topped up.
 */
function blockOf(
  caster: PlayerState,
  spell: ClassSpell,
  tasks: readonly Task[],
): SkillBlock | null {
  const isTaskSkill = spell.target === 'task';
  const target = isTaskSkill
    ? tasks.find((task) => isTaskTargetable(caster, spell, task))
    : undefined;
  const sample = isTaskSkill ? (target ?? PLACEHOLDER_TASK) : undefined;
  const refusal = refusalOf(caster, spell.key, sample);
  if (refusal === 'notEnoughMana') {
    const rich = { ...caster, stats: { ...caster.stats, mp: Number.MAX_SAFE_INTEGER } };
    return refusalOf(rich, spell.key, sample) === 'spellLevelTooHigh'
      ? 'spellLevelTooHigh'
      : refusal;
  }
  if (refusal === null && isTaskSkill && !target) return 'noTaskToTarget';
  return refusal;
}

const TASK_REFUSALS = new Set(['challengeTasksNoCast', 'groupTasksNoCast']);

function isTaskTargetable(caster: PlayerState, spell: ClassSpell, task: Task): boolean {
  const refusal = refusalOf(caster, spell.key, task);
  return refusal === null || !TASK_REFUSALS.has(refusal);
}

/** The player's class skills in unlock order, each with what stops it now (null: castable). */
export function skillsOf(player: Player, tasks: readonly Task[]): Skill[] {
  const klass = classOf(player);
  if (!klass) return [];
  const caster = asPlayerState(player);
  return spellsOfClass(klass).map((spell) => {
    const text = catalogueText('spells', classSpellText, spell.key);
    return {
      key: spell.key,
      name: text?.text ?? spell.key,
      notes: text?.notes ?? '',
      mana: spell.mana,
      lvl: spell.lvl,
      target: spell.target,
      block: blockOf(caster, spell, tasks),
    };
  });
}

/** The tasks a task skill may aim at: core refuses challenge and group tasks. */
export function targetTasksOf(player: Player, skillKey: string, tasks: readonly Task[]): Task[] {
  const spell = spellsOfClass(classOf(player) ?? 'warrior').find(({ key }) => key === skillKey);
  if (!spell) return [];
  const caster = asPlayerState(player);
  return tasks.filter((task) => isTaskTargetable(caster, spell, task));
}
