// Dailies at the day boundary: each unfinished daily that was due yesterday hurts (unless evaded by
// stealth or the player sleeps in the inn), its streak ends, the boss gets its share, and every
// daily starts the new day unchecked with its due dates worked out. However many days were missed,
// only yesterday counts. A daily skipped for yesterday, or yesterday on vacation, is excused
// (dailyDayOutcome): no damage, the streak kept, nothing against the party's quest.
import type { Daily } from '../../model/task.ts';
import type { UserState } from '../../model/user.ts';
import { DAY, type RecurrenceOptions, gameDate } from '../recurrence/dayStart.ts';
import { completedDates, isDailyDue as isDueOnDayOf } from '../recurrence/dailyDue.ts';
import { dueDates } from '../recurrence/isDue.ts';
import { flexibleWeekShortfall } from '../recurrence/flexibleWeek.ts';
import { missedDailyScorer } from './missedDailyScorer.ts';
import type { DailyOutcomeKind } from '../records/taskRecord.ts';
import { countsAgainstPartyQuest, isSkippedOn } from '../time/dailyDayOutcome.ts';
import type { Vacation } from '../time/vacations.ts';

/** What the closed day was for one daily, for the full record (docs/records.md). */
export interface DailyOutcome {
  /** The daily as the day left it: scored if missed, before it is unticked for the new day. */
  daily: Daily;
  kind: DailyOutcomeKind;
  /** What the day did to its value (a missed daily's damage score), else 0. */
  delta: number;
  /** Whether it was due, as its history entry says. */
  isDue: boolean;
}

export interface DailiesAtCron {
  user: UserState;
  dailies: Daily[];
  /** No due daily was left undone (stealth-evaded ones count as done). */
  perfect: boolean;
  atLeastOneDailyDue: boolean;
  /** Mana regeneration's share of done and undone dailies (checklists count in part). */
  dailyChecked: number;
  dailyDueUnchecked: number;
  /** Boss damage from missed dailies (negative, or 0). */
  questDown: number;
  /** Health lost, for the player's summary. */
  damage: number;
  missed: number;
  /** One per daily, in order. */
  outcomes: DailyOutcome[];
}

export function dailiesAtCron(
  user: UserState,
  dailies: readonly Daily[],
  {
    now,
    random,
    vacations = [],
  }: { now: Date; random: () => number; vacations?: readonly Vacation[] },
): DailiesAtCron {
  const options: RecurrenceOptions = {
    dayStart: user.preferences.dayStart,
    timezoneOffset: user.preferences.timezoneOffset,
  };
  const yesterday = new Date(now.getTime() - DAY);
  const yesterdayDate = gameDate(yesterday, options);
  const isSleeping = user.preferences.sleep;
  let state = user;
  const tally = { perfect: true, atLeastOneDailyDue: false, dailyChecked: 0, dailyDueUnchecked: 0 };
  let questDown = 0;
  let missed = 0;
  const hpBefore = user.stats.hp;
  const after: Daily[] = [];
  const outcomes: DailyOutcome[] = [];
  const scoreMissed = missedDailyScorer({ now, random });

  for (const daily of dailies) {
    let task = daily;
    let wasDueYesterday = false;
    let kind: DailyOutcomeKind = 'completed';
    let delta = 0;
    if (daily.completed) {
      tally.dailyChecked += 1;
      tally.atLeastOneDailyDue ||= daily.isDue;
    } else {
      let evaded = false;
      const wasDue = isDueOnDayOf(daily, yesterday, options);
      const isExcused =
        wasDue &&
        (isFlexibleWeekOpen(daily, yesterdayDate, options) ||
          !countsAgainstPartyQuest({
            date: yesterdayDate,
            isDue: true,
            completed: false,
            skippedDate: daily.skippedDate ?? undefined,
            vacations,
          }));
      kind = 'notDue';
      if (isExcused) {
        // Neutral: unticked for the new day below, nothing else.
        wasDueYesterday = true;
        kind = excuseOf(daily, yesterdayDate, options);
      } else if (wasDue) {
        wasDueYesterday = true;
        tally.atLeastOneDailyDue = true;
        kind = isSleeping ? 'resting' : 'missed';
        if (state.stats.buffs.stealth > 0) {
          evaded = true;
          kind = 'evaded';
          state = withStealth(state, state.stats.buffs.stealth - 1);
        }
      }
      if (wasDueYesterday && !evaded && !isExcused) {
        tally.perfect = false;
        missed += 1;
        const fraction = checkedFraction(daily);
        tally.dailyDueUnchecked += 1 - fraction;
        tally.dailyChecked += fraction;
        if (!isSleeping) {
          const scored = scoreMissed(state, daily);
          state = scored.user;
          task = scored.task;
          delta = scored.delta;
          // Medium and hard count as easy against the boss; trivial as a tenth.
          questDown += scored.delta * Math.min(daily.priority, 1);
        }
      }
      task = {
        ...task,
        history: [
          ...task.history,
          { date: now.getTime(), value: task.value, isDue: daily.isDue, completed: false },
        ],
      };
    }
    outcomes.push({ daily: task, kind, delta, isDue: daily.isDue });
    const untick = daily.completed || wasDueYesterday;
    // Unticking changes no field the due dates read, so they are worked out on `task`.
    after.push({
      ...task,
      completed: false,
      checklist: untick
        ? task.checklist.map((item) => ({ ...item, completed: false }))
        : task.checklist,
      ...dueDates(task, now, options),
    });
  }

  return {
    user: state,
    dailies: after,
    ...tally,
    questDown,
    damage: Math.max(0, hpBefore - state.stats.hp),
    missed,
    outcomes,
  };
}

/** Why an open due daily was excused: a flexible week still open, a skip, or a vacation. */
function excuseOf(
  daily: Daily,
  closedDate: number,
  options: RecurrenceOptions,
): 'excused' | 'skipped' | 'vacation' {
  if (isFlexibleWeekOpen(daily, closedDate, options)) return 'excused';
  return isSkippedOn(daily.skippedDate ?? undefined, closedDate) ? 'skipped' : 'vacation';
}

function checkedFraction(daily: Daily): number {
  if (daily.checklist.length === 0) return 0;
  return daily.checklist.filter((item) => item.completed).length / daily.checklist.length;
}

function withStealth(user: UserState, stealth: number): UserState {
  return {
    ...user,
    stats: { ...user.stats, buffs: { ...user.stats.buffs, stealth } },
  };
}

/** "N times a week": an open day is judged only when the week's last day closes short. */
function isFlexibleWeekOpen(daily: Daily, closedDate: number, options: RecurrenceOptions) {
  if (!daily.timesPerWeek) return false;
  const schedule = { timesPerWeek: daily.timesPerWeek };
  return flexibleWeekShortfall(schedule, completedDates(daily, options), closedDate) === 0;
}
