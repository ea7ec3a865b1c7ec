// Whether a player has a class, or is due to choose one (core's hasClass and the class level): what
// the tasks screen's first paint reads of the classes. The rest, casting and changing, is in
// classRules.ts, which loads with the class tools.
import { CLASS_LEVEL, hasClass, playerFromApi, type PlayerClass } from '@questlog/core';
import type { Player } from '../api/tasksTypes.ts';

const flagsOf = (player: Player) => playerFromApi(player).flags;

/** Level 10 or higher, classes not disabled, class selected. */
export function playerHasClass(player: Player | null): boolean {
  return player !== null && hasClass(playerFromApi(player));
}

export function classOf(player: Player): PlayerClass | null {
  return playerHasClass(player) ? (player.stats?.class as PlayerClass) : null;
}

export function areClassesDisabled(player: Player): boolean {
  return playerFromApi(player).preferences.disableClasses;
}

/** The class choice is due: level 10 reached, no class chosen and classes not turned off. */
export function isClassChoiceDue(player: Player | null): boolean {
  if (!player || (player.stats?.lvl ?? 0) < CLASS_LEVEL) return false;
  return !flagsOf(player).classSelected && !areClassesDisabled(player);
}
