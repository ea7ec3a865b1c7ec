// Scoring a task up or down: the task's new value, the player's new stats, and what to tell the
// player (docs/game-rules.md#tasks-and-scoring). Pure: the clock and the random source come in ctx.
import { NotAuthorized } from '../../errors.ts';
import type { Daily, Habit, Task, Todo } from '../../model/task.ts';
import type { UserState } from '../../model/user.ts';
import { computedStats } from '../stats/computedStats.ts';
import { type UserNotification, updateStats } from '../stats/updateStats.ts';
import { grantOnboardingAchievement } from '../user/onboarding.ts';
import { rollCrit } from './crit.ts';
import { type DropNotification, type ItemDrop, rollDrop } from './drops.ts';
import { changeTaskValue } from './changeTaskValue.ts';
import { clampMana } from './mana.ts';
import { scoreDaily } from './scoreDaily.ts';
import { scoreHabit } from './scoreHabit.ts';
import { type ScoreNotice, scoreNotices } from './scoreNotices.ts';
import { scoreTodo } from './scoreTodo.ts';
import { NO_CHANGES, type ScoringInput, type TypeScore } from './scoringTypes.ts';
import type { Direction } from './taskValueDelta.ts';

export interface ScoreTaskParams {
  direction: Direction;
  times?: number;
  /** True when cron scores a missed daily or an open to-do. */
  cron?: boolean;
}

export interface ScoreTaskContext {
  now: Date;
  random: () => number;
}

export interface ScoreTmp {
  crit?: number;
  streakBonus?: number;
  leveledUp?: { from: number; to: number };
  /** Health reached 0: the client shows the "you died" dialog until the player revives. */
  died?: boolean;
  /** The item this scoring dropped. */
  drop?: ItemDrop;
}

export interface ScoreTaskResult {
  user: UserState;
  task: Task;
  delta: number;
  tmp: ScoreTmp;
  notifications: ScoreNotice[];
  userNotifications: (UserNotification | DropNotification)[];
}

function scoreReward(input: ScoringInput<Task>): TypeScore<Task> {
  const { user, task, direction, times, cron, crit, computed } = input;
  const change = changeTaskValue(user, task, { direction, times, cron, crit, str: computed.str });
  return {
    task,
    delta: change.delta,
    changes: { ...NO_CHANGES, gp: -task.value },
    training: change.training,
    questProgress: 0,
  };
}

function scoreByType(input: ScoringInput<Task>): TypeScore<Task> {
  switch (input.task.type) {
    case 'habit':
      return scoreHabit(input as ScoringInput<Habit>);
    case 'daily':
      return scoreDaily(input as ScoringInput<Daily>);
    case 'todo':
      return scoreTodo(input as ScoringInput<Todo>);
    case 'reward':
      return scoreReward(input);
  }
}

function refuseStaleOrUnaffordable(
  user: UserState,
  task: Task,
  direction: Direction,
  cron: boolean,
) {
  if (task.type === 'reward' && task.value > user.stats.gp)
    throw new NotAuthorized('messageNotEnoughGold');
  // Checking a checked daily or to-do (or unchecking an open one) means the client's copy is out of
  // date.
  if (
    (task.type === 'daily' || task.type === 'todo') &&
    !cron &&
    task.completed === (direction === 'up')
  )
    throw new NotAuthorized('sessionOutdated');
}

export function scoreTask(
  { user, task }: { user: UserState; task: Task },
  { direction, times = 1, cron = false }: ScoreTaskParams,
  ctx: ScoreTaskContext,
): ScoreTaskResult {
  refuseStaleOrUnaffordable(user, task, direction, cron);
  const computed = computedStats(user);
  const crit = direction === 'up' && !cron ? rollCrit(computed.str, ctx.random) : 1;
  const scored = scoreByType({ user, task, direction, times, cron, crit, computed, now: ctx.now });
  const { changes } = scored;

  const { stats } = user;
  const progress = user.party?.quest.progress;
  let next: UserState = {
    ...user,
    stats: {
      ...stats,
      training: scored.training,
      mp: clampMana(stats.mp + changes.mp, computed.maxMP),
    },
    ...(progress && scored.questProgress
      ? {
          party: {
            quest: {
              ...user.party!.quest,
              progress: { ...progress, up: progress.up + scored.questProgress },
            },
          },
        }
      : {}),
  };
  if (scored.streakAchievement) {
    const count = Math.max(0, (user.achievements.streak ?? 0) + scored.streakAchievement);
    next = { ...next, achievements: { ...next.achievements, streak: count } };
  }
  const updated = updateStats(next, {
    hp: stats.hp + changes.hp,
    gp: stats.gp + changes.gp,
    exp: stats.exp + changes.exp,
  });
  const userNotifications: ScoreTaskResult['userNotifications'] = [...updated.userNotifications];
  if (scored.streakAchievement === 1) userNotifications.push({ type: 'STREAK_ACHIEVEMENT' });
  next = updated.user;
  if (direction === 'up' && !cron && task.type !== 'reward') {
    const onboarding = grantOnboardingAchievement(next, 'completedTask');
    next = onboarding.user;
    userNotifications.push(...onboarding.userNotifications);
  }

  const scoredTask = { ...scored.task, updatedAt: ctx.now.toISOString() };
  // Every `up` but the player's very first completed task may drop.
  let drop: ItemDrop | undefined;
  if (direction === 'up' && !cron && user.achievements.completedTask) {
    const dropped = rollDrop({ user: next, task: scoredTask, crit }, ctx);
    next = dropped.user;
    drop = dropped.drop;
    userNotifications.push(...dropped.userNotifications);
  }

  const tmp: ScoreTmp = {
    ...(crit > 1 ? { crit } : {}),
    ...(scored.streakBonus ? { streakBonus: scored.streakBonus } : {}),
    ...(updated.leveledUp ? { leveledUp: updated.leveledUp } : {}),
    ...(next.stats.hp <= 0 ? { died: true } : {}),
    ...(drop ? { drop } : {}),
  };
  const notifications = scoreNotices(
    { ...changes, mp: next.stats.mp - stats.mp },
    { crit: tmp.crit, streakBonus: tmp.streakBonus, newLevel: updated.leveledUp?.to },
  );
  return {
    user: next,
    task: scoredTask,
    delta: scored.delta,
    tmp,
    notifications,
    userNotifications,
  };
}
