// The public surface of the classes rules: class choice, attribute points, skills and special
// items, rebirth and the inn (issue 8).
export type { PlayerNotification, PlayerRuleResult } from './types.ts';
export { CLASS_CHANGE_BALANCE, CLASS_LEVEL } from './types.ts';
export { hasClass } from './hasClass.ts';
export {
  changeClass,
  classChangeBalance,
  disableClasses,
  isPlayerClass,
  starterGearOf,
} from './changeClass.ts';
export { allocateBulk, allocateNow, allocateStat, isAttribute } from './allocate.ts';
export {
  castSpell,
  type CastInput,
  type CastParams,
  type CastResult,
  type SpellTarget as CastTarget,
} from './castSpell.ts';
export {
  DAYS_BETWEEN_FREE_REBIRTHS,
  FREE_REBIRTH_LEVEL,
  REBIRTH_BALANCE,
  isFreeRebirth,
  rebirth,
  rebirthBalance,
  type RebirthResult,
} from './rebirth.ts';
export { toggleSleep } from './sleep.ts';
export { readCard } from './readCard.ts';
export { antidotePinsOf, nextClassGearPins } from './classPins.ts';
