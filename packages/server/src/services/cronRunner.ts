// Runs the player's day boundary (issue 5 point 3): at most once per game day, inside the player's
// lock, all in one transaction — the changed tasks, the player, the notifications and the record
// of the run land together or not at all. boundaryTiming says whether a day passed (in the
// player's zone, or by the original's offset for a player without one); core's cron says what the
// day does, with the player's vacations and skips excused.
import {
  CRON_CATALOGUE,
  type SubscriptionPlan,
  completedTodoCutoff,
  cron,
  dateKey,
  dayClockOf,
  dayRecordOf,
  emptyPlan,
  isSubscribed,
  startOfGameDay,
  taskRecordOf,
  TASKS_ORDER_KEY,
  WORKING_HISTORY_DAYS,
} from '@questlog/core';
import type { MissedDayTicks } from '@questlog/core/api';
import { recordCronRun } from '../db/repositories/cronRuns.ts';
import { firstRecordTimes } from '../db/repositories/taskRecords.ts';
import { loadPlayerHistory, savePlayerHistory } from '../db/repositories/playerHistories.ts';
import { replaceNotifications } from '../db/repositories/notifications.ts';
import {
  archiveCompletedTodosBefore,
  listTasks,
  saveTaskValuesStatement,
} from '../db/repositories/tasks.ts';
import { boundaryTimingOf } from './time/boundaryTiming.ts';
import { type DayRow, dayOptionsAt } from './time/playerClock.ts';
import { vacationsOf } from './time/vacationList.ts';
import { applyMissedDayTicks } from './time/missedDays.ts';
import { reopenReturningTodos } from './time/returningTodos.ts';
import { applyTeamDailiesAtCron } from './groupTasks/teamDailiesAtCron.ts';
import { applyQuestDay } from './parties/questProgressAtCron.ts';
import { applyWorldBossDay } from './parties/worldBossAtCron.ts';
import { playerStateOf, userStateOf } from './playerState.ts';
import { changePlayer, type ChangeOptions, type PlayerChange } from './players/playerChanger.ts';
import type { ServiceContext } from './serviceContext.ts';
import type { SignedInContext } from './signedInContext.ts';

export interface CronOutcome {
  ran: boolean;
}

/** The day boundary is due (or the last cron must move after a zone change) for this row. */
export function cronDue(row: DayRow, now: Date): boolean {
  const timing = boundaryTimingOf(row, now);
  return timing.daysMissed > 0 || timing.shiftedLastCron !== undefined;
}

// The day may strike the whole party (the boss's answer to missed dailies): the member and their
// party are locked first, in id order (the change primitive's lock, docs/locking.md).
const CRON_CHANGE: ChangeOptions = {
  withAccount: false,
  relistNotifications: false,
  lock: { ownParty: true },
};

/** The acting player's due day boundary (a route's adapter keeps `userV`). */
export function runCronIfDue(context: SignedInContext): Promise<CronOutcome> {
  return context.changeActor(cronInChange, CRON_CHANGE);
}

/** POST /cron with `missedDays`: the ticks first, then the due day boundary, in one change. */
export function runCronWithTicks(
  context: SignedInContext,
  ticks: readonly MissedDayTicks[],
): Promise<CronOutcome> {
  return context.changeActor(async (change) => {
    await applyMissedDayTicks(change, ticks);
    return cronInChange(change);
  }, CRON_CHANGE);
}

/** The player's due day boundary, run by anyone: a request, a job, an admin, the server itself. */
export function runCronFor(context: ServiceContext, userId: string) {
  return changePlayer(context, userId, cronInChange, CRON_CHANGE);
}

/** Runs the day boundary when due; a no-op otherwise (and for a concurrent loser). */
async function cronInChange(change: PlayerChange): Promise<CronOutcome> {
  const {
    tx,
    user,
    now,
    random,
    client,
    setUserColumns,
    notificationsChanged,
    recordGems,
    recordTasks,
  } = change;
  const row = user.row;
  const timing = boundaryTimingOf(row, now);
  // The zone's offset now: the rules read yesterday and today as dates in it.
  const day = dayOptionsAt(row.preferences, now);
  if (timing.shiftedLastCron) {
    setUserColumns({
      last_cron: timing.shiftedLastCron,
      preferences: { ...row.preferences, timezoneOffsetAtLastCron: day.timezoneOffset },
    });
    return { ran: false };
  }
  if (timing.daysMissed <= 0) return { ran: false };
  const isFirstRunToday = await recordCronRun(tx, {
    userId: row.id,
    dayStart: startOfGameDay(now, dayClockOf(row.preferences)),
    ranAt: now,
    daysMissed: timing.daysMissed,
    client,
  });
  if (!isFirstRunToday) return { ran: false };

  const purchased = row.purchased as { plan?: SubscriptionPlan; background?: object };
  const plan = { ...emptyPlan(), ...purchased.plan };
  await reopenReturningTodos(tx, row.id, now, dayClockOf(row.preferences));
  // Completed to-dos past their keeping time leave the lists, archived, never deleted.
  await archiveCompletedTodosBefore(tx, row.id, completedTodoCutoff(now, isSubscribed(plan, now)));
  const history = await loadPlayerHistory(tx, row.id);
  const tasks = (await listTasks(tx, row.id, { kind: 'active' })).filter(
    (task) => task.type !== 'reward',
  );
  const state = userStateOf(row);
  // Only a history with entries past the working window may shed what the record holds.
  const windowStart = now.getTime() - WORKING_HISTORY_DAYS * 86_400_000;
  const longHistories = tasks.filter(
    (task) =>
      (task.type === 'habit' || task.type === 'daily') &&
      task.history.some((entry) => entry.date < windowStart),
  );
  const recordsFrom = await firstRecordTimes(
    tx,
    row.id,
    longHistories.map((task) => task.id),
  );
  const result = cron({
    user: { ...state, preferences: { ...state.preferences, ...day } },
    tasks,
    purchased: {
      plan,
      background: { ...(purchased.background ?? {}) } as Record<string, boolean>,
    },
    loginIncentives: row.login_incentives,
    history,
    daysMissed: timing.daysMissed,
    recordsFrom,
    vacations: vacationsOf(row.preferences),
    now,
    random,
    catalogue: CRON_CATALOGUE,
  });

  // Only the tasks the day changed are written back (and get a new updatedAt): a habit whose
  // counters were already zero comes back as it was (docs/scaling.md, per-process speed).
  const found = new Map(tasks.map((task) => [task.id, task]));
  const changed = result.tasks.filter((task) => !isUnchanged(found.get(task.id), task));
  if (changed.length > 0) {
    const [sql, params] = saveTaskValuesStatement(
      row.id,
      changed.map((task) => ({ ...task, updatedAt: now.toISOString() })),
    );
    await tx.query(sql, params);
  }
  await savePlayerHistory(tx, row.id, result.history);
  if (result.notifications.length > 0 || result.replacesNotificationTypes.length > 0) {
    await replaceNotifications(tx, row.id, {
      replaces: result.replacesNotificationTypes,
      notifications: result.notifications,
      now,
    });
    notificationsChanged();
  }
  const questDay = await applyQuestDay({
    tx,
    now,
    random,
    partyId: user.partyId,
    row,
    player: playerStateOf({
      ...row,
      stats: result.user.stats,
      items: result.user.items,
      achievements: result.user.achievements,
      flags: result.user.flags,
      party: { ...row.party, ...result.user.party },
    }),
    progress: result.questProgress,
    change,
  });
  if (questDay.notified) notificationsChanged();
  // After the party's row, before the Tavern's (docs/locking.md).
  await applyTeamDailiesAtCron({ tx, now, row });
  await applyWorldBossDay({ tx, now, userId: row.id, progress: result.questProgress });
  const player = questDay.player;
  // The full record: each daily's outcome for the day that closed, and the player's own row.
  const closedDay = dateKey(timing.date - 1);
  recordTasks([
    ...result.dailyOutcomes.map(({ daily, kind, delta, isDue }) =>
      taskRecordOf(daily, { kind, delta, isDue, at: now, day: closedDay, player }),
    ),
    dayRecordOf(player, { at: now, day: closedDay }),
  ]);
  const openTodoIds = new Set(
    result.tasks.filter((task) => task.type === 'todo').map((task) => task.id),
  );
  const order = row.tasks_order;
  setUserColumns({
    stats: player.stats,
    items: player.items,
    achievements: player.achievements,
    flags: result.user.flags,
    preferences: { ...row.preferences, ...result.user.preferences },
    party: { ...row.party, ...player.party },
    purchased: {
      ...row.purchased,
      plan: result.purchased.plan,
      background: result.purchased.background,
    },
    login_incentives: result.loginIncentives,
    tasks_order: {
      ...order,
      [TASKS_ORDER_KEY.todo]: (order[TASKS_ORDER_KEY.todo] ?? []).filter((id) =>
        openTodoIds.has(id),
      ),
    },
    last_cron: now,
    last_boundary_date: dateKey(timing.date),
    logged_in_at: now,
  });
  // A subscriber's monthly hourglasses are recorded as a transaction in the gem ledger.
  const { hourglasses } = result.summary;
  if (hourglasses > 0) {
    recordGems({
      currency: 'hourglasses',
      amount: hourglasses,
      transactionType: 'subscription_perks',
    });
  }
  return { ran: true };
}

/** The rules gave the task back as it was: every field the same value, arrays item by item. */
function isUnchanged(before: object | undefined, after: object): boolean {
  if (before === undefined) return false;
  const was = before as Record<string, unknown>;
  const fields = Object.entries(after);
  return (
    fields.length === Object.keys(was).length &&
    fields.every(([field, value]) => sameValue(was[field], value))
  );
}

function sameValue(before: unknown, after: unknown): boolean {
  if (before === after) return true;
  return (
    Array.isArray(before) &&
    Array.isArray(after) &&
    before.length === after.length &&
    before.every((item, index) => item === after[index])
  );
}
