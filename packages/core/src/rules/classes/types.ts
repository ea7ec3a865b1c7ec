// What the class, skill and rebirth rules give back: the new player, an optional message key for
// the answer, and the lasting notifications to add to the player's list.

export type { PlayerNotification, PlayerRuleResult } from '../playerRuleResult.ts';

/** A class change or reset costs 3 gems, here in balance units of 4 gems. */
export const CLASS_CHANGE_BALANCE = 0.75;
/** Classes are chosen from this level on. */
export const CLASS_LEVEL = 10;
/** The level bonus and the attribute points stop growing at level 100. */
export const POINTS_LEVEL_CAP = 100;
