// What closing a day means for one daily, given skips and vacations
// (docs/game-rules.md#vacations-and-skipped-days). A skipped day or a vacation day is neutral: no
// damage, the streak kept, nothing against the party's quest.
import { dateKey } from './dateKeys.ts';
import { type Vacation, isOnVacation } from './vacations.ts';

export type DailyDayOutcome = 'done' | 'notDue' | 'excused' | 'missed';

export interface DailyDayFacts {
  /** The local date being closed (the game day that just ended). */
  date: number;
  /** Whether the daily was due that date. */
  isDue: boolean;
  completed: boolean;
  /** The one date the player skipped this daily for, 'YYYY-MM-DD', if any. */
  skippedDate?: string | undefined;
  vacations: readonly Vacation[];
}

export interface DailyDayEffects {
  /** Health, value and the boss's answer (`progress.down`) are taken. */
  damage: boolean;
  streak: 'ended' | 'kept';
  /** Counts against the party's quest (the pending boss damage). */
  partyQuest: boolean;
  /** Spoils the perfect day and counts as undone for mana. */
  undone: boolean;
}

export const DAILY_DAY_EFFECTS: Readonly<Record<DailyDayOutcome, DailyDayEffects>> = {
  done: { damage: false, streak: 'kept', partyQuest: false, undone: false },
  notDue: { damage: false, streak: 'kept', partyQuest: false, undone: false },
  excused: { damage: false, streak: 'kept', partyQuest: false, undone: false },
  missed: { damage: true, streak: 'ended', partyQuest: true, undone: true },
};

export function isSkippedOn(skippedDate: string | undefined, date: number): boolean {
  return skippedDate !== undefined && skippedDate === dateKey(date);
}

/** Done beats everything; an open due daily is excused on its skipped date or a vacation date. */
export function dailyDayOutcome(facts: DailyDayFacts): DailyDayOutcome {
  if (facts.completed) return 'done';
  if (!facts.isDue) return 'notDue';
  if (isSkippedOn(facts.skippedDate, facts.date) || isOnVacation(facts.date, facts.vacations))
    return 'excused';
  return 'missed';
}

/** Whether the daily's day counts against the party's quest. */
export function countsAgainstPartyQuest(facts: DailyDayFacts): boolean {
  return DAILY_DAY_EFFECTS[dailyDayOutcome(facts)].partyQuest;
}

/** A skip is for one date, today or later (a past day is already judged). */
export function canSkipOn(date: number, today: number): boolean {
  return date >= today;
}
