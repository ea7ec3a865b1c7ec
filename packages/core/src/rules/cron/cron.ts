// The day boundary (docs/game-rules.md#the-day-boundary): what happens to the player and their
// tasks when one or more game days have passed since the last cron. Pure: the caller decides that
// cron is due (cronTiming), passes the time, the random source and the catalogue, and stores the
// result.
import { type SubscriptionPlan, isSubscribed } from '../../model/plan.ts';
import type { Daily, Habit, Task, Todo } from '../../model/task.ts';
import type { PartyQuestProgress, UserState } from '../../model/user.ts';
import type { Vacation } from '../time/vacations.ts';
import { toNextLevel } from '../user/levels.ts';
import { type DailyOutcome, dailiesAtCron } from './cronDailies.ts';
import { habitsAtCron } from './cronHabits.ts';
import { regainMana } from './cronMana.ts';
import { isExpiredCompletedTodo, todosAtCron } from './cronTodos.ts';
import { type LoginRewardAt, type RewardItem, checkIn } from './loginIncentive.ts';
import { applyPerfectDay } from './perfectDay.ts';
import { type HistoryPoint, preenHistory } from './preening.ts';
import { workingHistory } from '../records/recordedHistory.ts';
import { type MysteryItemsOfMonth, subscriptionAtCron } from './subscriptionAtCron.ts';

export interface UserHistory {
  exp: HistoryPoint[];
  todos: HistoryPoint[];
}

export interface CronCatalogue {
  loginRewardAt: LoginRewardAt;
  mysteryItemsOf: MysteryItemsOfMonth;
}

export interface CronInput {
  user: UserState;
  /** The player's habits, dailies and to-dos (rewards are ignored). */
  tasks: readonly Task[];
  purchased: { plan: SubscriptionPlan; background: Record<string, boolean> };
  loginIncentives: number;
  history: UserHistory;
  daysMissed: number;
  /**
   * When each task's full record begins (epoch ms of its first row), by task id: its history's
   * working copy keeps what no record holds (docs/records.md). A task without one keeps all.
   */
  recordsFrom?: ReadonlyMap<string, number>;
  /** The player's vacations (`preferences.vacations`): a day on one is excused. */
  vacations?: readonly Vacation[];
  now: Date;
  random: () => number;
  catalogue: CronCatalogue;
}

export type CronNotification =
  | {
      type: 'LOGIN_INCENTIVE';
      data: { nextRewardAt?: number; rewards: RewardItem[]; count: number };
    }
  | { type: 'NEW_MYSTERY_ITEMS'; data: { items: string[] } };

export interface CronSummary {
  perfect: boolean;
  /** Health lost to missed dailies. */
  damage: number;
  missedDailies: number;
  hourglasses: number;
}

export interface CronResult {
  user: UserState;
  /** Every habit, daily and open to-do after the day boundary. */
  tasks: Task[];
  /** Completed to-dos past their keeping time: the caller archives them. */
  removedTodoIds: string[];
  /** Each daily's outcome for the day that closed (the full record, docs/records.md). */
  dailyOutcomes: DailyOutcome[];
  purchased: { plan: SubscriptionPlan; background: Record<string, boolean> };
  loginIncentives: number;
  history: UserHistory;
  /** The quest progress to apply to the party's quest, now taken off the player. */
  questProgress: PartyQuestProgress;
  notifications: CronNotification[];
  /** Notification types the new ones replace (the caller removes the old ones). */
  replacesNotificationTypes: CronNotification['type'][];
  summary: CronSummary;
}

export function cron(input: CronInput): CronResult {
  const { now, random, catalogue, daysMissed } = input;
  const subscribed = isSubscribed(input.purchased.plan, now);
  const options = {
    dayStart: input.user.preferences.dayStart,
    timezoneOffset: input.user.preferences.timezoneOffset,
  };
  let user: UserState = {
    ...input.user,
    preferences: { ...input.user.preferences, timezoneOffsetAtLastCron: options.timezoneOffset },
    items: { ...input.user.items, lastDrop: { ...input.user.items.lastDrop, count: 0 } },
  };
  const notifications: CronNotification[] = [];

  const subscription = subscriptionAtCron(input.purchased.plan, {
    now,
    mysteryItemsOf: catalogue.mysteryItemsOf,
    owned: user.items.gear.owned,
  });
  if (subscription.revealed.length > 0) {
    notifications.push({ type: 'NEW_MYSTERY_ITEMS', data: { items: subscription.revealed } });
  }

  const checkedIn = checkIn(
    user,
    input.purchased.background,
    input.loginIncentives,
    catalogue.loginRewardAt,
  );
  user = checkedIn.user;
  if (checkedIn.notification) notifications.push(checkedIn.notification);

  const ofType = <T extends Task>(type: T['type']) =>
    input.tasks.filter((task): task is T => task.type === type);
  const allTodos = ofType<Todo>('todo');
  const removedTodoIds = allTodos
    .filter((todo) => isExpiredCompletedTodo(todo, now, subscribed))
    .map((todo) => todo.id);
  const todos = todosAtCron(
    user,
    allTodos.filter((todo) => !todo.completed),
    { now, random },
  );
  const dailies = dailiesAtCron(user, ofType<Daily>('daily'), {
    now,
    random,
    vacations: input.vacations,
  });
  user = dailies.user;
  const habits = habitsAtCron(ofType<Habit>('habit'), { now, daysMissed, options });

  const preen = <T extends HistoryPoint>(history: readonly T[]) =>
    preenHistory(history, { now, isSubscriber: subscribed });
  const working = <T extends HistoryPoint>(taskId: string, history: readonly T[]) =>
    workingHistory(history, { now, recordsFrom: input.recordsFrom?.get(taskId) });
  const history: UserHistory = {
    exp: preen([...input.history.exp, { date: now.getTime(), value: expTally(user) }]),
    todos: preen([
      ...input.history.todos,
      { date: now.getTime(), value: todos.reduce((sum, todo) => sum + todo.value, 0) },
    ]),
  };

  user = applyPerfectDay(user, dailies);
  user = regainMana(user, dailies);
  const { progress: questProgress, user: afterQuest } = takeQuestProgress(user, dailies.questDown);
  user = {
    ...afterQuest,
    flags: { ...afterQuest.flags, cronCount: (afterQuest.flags.cronCount ?? 0) + 1 },
  };

  return {
    user,
    tasks: [
      // Tasks' histories are never averaged: the record keeps them whole (docs/records.md).
      ...habits.map((habit) => ({ ...habit, history: working(habit.id, habit.history) })),
      ...dailies.dailies.map((daily) => ({ ...daily, history: working(daily.id, daily.history) })),
      ...todos,
    ],
    removedTodoIds,
    dailyOutcomes: dailies.outcomes,
    purchased: { plan: subscription.plan, background: checkedIn.backgrounds },
    loginIncentives: checkedIn.loginIncentives,
    history,
    questProgress,
    notifications,
    replacesNotificationTypes: checkedIn.notification ? ['LOGIN_INCENTIVE'] : [],
    summary: {
      perfect: dailies.perfect && dailies.atLeastOneDailyDue,
      damage: dailies.damage,
      missedDailies: dailies.missed,
      hourglasses: subscription.hourglasses,
    },
  };
}

/** All the experience ever earned: this level's plus every level before it. */
export function expTally(user: UserState): number {
  let total = user.stats.exp;
  for (let level = 1; level < user.stats.lvl; level += 1) total += toNextLevel(level);
  return total;
}

/**
 * The day's quest progress leaves the player for the party's quest; while sleeping nothing is taken
 * and the progress waits for a day awake.
 */
function takeQuestProgress(
  user: UserState,
  questDown: number,
): { progress: PartyQuestProgress; user: UserState } {
  const none = { up: 0, down: 0, collectedItems: 0 };
  if (!user.party || user.preferences.sleep) return { progress: none, user };
  const pending = user.party.quest.progress;
  return {
    progress: { ...pending, down: pending.down + questDown },
    user: { ...user, party: { ...user.party, quest: { ...user.party.quest, progress: none } } },
  };
}
