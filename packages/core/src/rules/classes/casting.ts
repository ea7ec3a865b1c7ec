// The working state of one cast: the caster, the task(s) it acts on, the other party members and
// the player a user skill targets. Built fresh from the rule's input and changed only by the cast.
import type { PlayerState } from '../../model/player.ts';
import type { Task } from '../../model/task.ts';
import type { PlayerNotification } from './types.ts';

export interface Casting {
  caster: PlayerState;
  task?: Task;
  tasks?: Task[];
  /** The caster's party without the caster. */
  members: PlayerState[];
  /** The player a user skill acts on when that is not the caster. */
  target?: PlayerState;
  notifications: PlayerNotification[];
  targetNotifications: PlayerNotification[];
  casterName: string;
  random: () => number;
}

/** Applies `change` to the caster and every other party member. */
export function forEachMember(casting: Casting, change: (member: PlayerState) => PlayerState) {
  casting.caster = change(casting.caster);
  casting.members = casting.members.map(change);
}

/** Applies `change` to the target player, the caster when none was given. */
export function onTarget(
  casting: Casting,
  change: (target: PlayerState, isSelf: boolean) => PlayerState,
) {
  if (casting.target) casting.target = change(casting.target, false);
  else casting.caster = change(casting.caster, true);
}

export function requireTask(casting: Casting): Task {
  // The server always loads it for task skills; a missing one is a programming error.
  if (!casting.task) throw new Error('A task skill needs its task');
  return casting.task;
}

/** A task of an active challenge (a broken link makes it the player's own again). Stored tasks
 * may lack the challenge and group objects. */
export function isChallengeTask(task: Task): boolean {
  const { challenge } = task as Partial<Task>;
  return Boolean(challenge?.id && !challenge.broken);
}

export function isGroupTask(task: Task): boolean {
  return Boolean((task as Partial<Task>).group?.id);
}
