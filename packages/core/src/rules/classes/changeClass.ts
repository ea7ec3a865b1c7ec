// Choosing, changing and resetting the class, and playing without classes.
import { BadRequest, NotAuthorized } from '../../errors.ts';
import type { PlayerState } from '../../model/player.ts';
import { PLAYER_CLASSES, type PlayerClass } from '../../model/user.ts';
import { withClassGearPins } from './classPins.ts';
import { withClassOutfit } from './classOutfit.ts';
import {
  CLASS_CHANGE_BALANCE,
  CLASS_LEVEL,
  POINTS_LEVEL_CAP,
  type PlayerRuleResult,
} from './types.ts';

export function isPlayerClass(value: unknown): value is PlayerClass {
  return (PLAYER_CLASSES as readonly unknown[]).includes(value);
}

/** The gear a class starts with: its tier-0 weapon, and the rogue's off-hand too. */
export function starterGearOf(klass: PlayerClass): string[] {
  return klass === 'rogue' ? ['weapon_rogue_0', 'shield_rogue_0'] : [`weapon_${klass}_0`];
}

/** Allocated attributes back to points (a level's worth, up to level 100). */
function withPointsReturned(player: PlayerState): PlayerState {
  return {
    ...player,
    stats: {
      ...player.stats,
      str: 0,
      con: 0,
      int: 0,
      per: 0,
      points: Math.min(player.stats.lvl, POINTS_LEVEL_CAP),
    },
    flags: { ...player.flags, classSelected: false },
  };
}

/**
 * What `changeClass(player, klass)` costs, as balance (gems / 4): choosing a first class is free,
 * and so is any change while classes are disabled (it turns them back on); otherwise a change or
 * a reset costs 3 gems.
 */
export function classChangeBalance(player: PlayerState, klass?: string): number {
  const isFirstChoice = Boolean(klass) && !player.flags.classSelected;
  return isFirstChoice || player.preferences.disableClasses ? 0 : CLASS_CHANGE_BALANCE;
}

/** Paying for a reset (classChangeBalance without a class). */
function resetClass(player: PlayerState): PlayerState {
  if (player.preferences.disableClasses) {
    return withPointsReturned({
      ...player,
      preferences: { ...player.preferences, disableClasses: false, automaticAllocation: false },
    });
  }
  const price = classChangeBalance(player);
  if (player.balance < price) throw new NotAuthorized('notEnoughGems');
  return withPointsReturned({ ...player, balance: player.balance - price });
}

function selectClass(player: PlayerState, klass: PlayerClass): PlayerState {
  const owned = { ...player.items.gear.owned };
  for (const key of starterGearOf(klass)) owned[key] = true;
  const chosen = {
    ...player,
    stats: { ...player.stats, class: klass },
    flags: { ...player.flags, classSelected: true },
    items: { ...player.items, gear: { ...player.items.gear, owned } },
  };
  return withClassOutfit(chosen, klass);
}

/**
 * `klass` given: the first choice is free; changing a chosen class resets it first (3 gems unless
 * classes were disabled). No class: reset only, with the points returned to allocate again.
 */
export function changeClass(player: PlayerState, klass?: string): PlayerRuleResult {
  if (player.stats.lvl < CLASS_LEVEL) throw new NotAuthorized('lvl10ChangeClass');
  if (klass !== undefined && klass !== '' && !isPlayerClass(klass)) {
    throw new BadRequest('invalidClass', { params: { class: klass } });
  }
  if (!klass) return { player: resetClass(player) };
  const base = player.flags.classSelected ? resetClass(player) : player;
  return { player: withClassGearPins(player, selectClass(base, klass)) };
}

/**
 * Playing without classes: a warrior with automatic allocation on and every point of the level in
 * strength.
 */
export function disableClasses(player: PlayerState): PlayerRuleResult {
  return {
    player: {
      ...player,
      stats: {
        ...player.stats,
        class: 'warrior',
        str: Math.min(player.stats.lvl, POINTS_LEVEL_CAP),
        con: 0,
        int: 0,
        per: 0,
        points: 0,
      },
      flags: { ...player.flags, classSelected: true },
      preferences: { ...player.preferences, disableClasses: true, automaticAllocation: true },
    },
  };
}
