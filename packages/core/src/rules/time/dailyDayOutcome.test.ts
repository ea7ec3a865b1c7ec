import { describe, expect, it } from 'vitest';
import {
  DAILY_DAY_EFFECTS,
  type DailyDayFacts,
  canSkipOn,
  countsAgainstPartyQuest,
  dailyDayOutcome,
} from './dailyDayOutcome.ts';
import { dateOfKey } from './dateKeys.ts';
import { isOnVacation, vacationProblem } from './vacations.ts';

const date = (key: string) => dateOfKey(key)!;
const week = { start: '2026-08-03', end: '2026-08-09' };

describe('vacations', () => {
  it.each([
    ['2026-08-02', false],
    ['2026-08-03', true], // the first day counts
    ['2026-08-09', true], // and the last
    ['2026-08-10', false],
  ])('%s is on vacation: %s', (day, expected) => {
    expect(isOnVacation(date(day), [week])).toBe(expected);
  });

  it('a malformed vacation covers nothing', () => {
    expect(isOnVacation(date('2026-08-05'), [{ start: '2026-08-01', end: 'soon' }])).toBe(false);
  });

  it.each([
    [week, undefined],
    [{ start: '2026-08-03', end: '2026-08-03' }, undefined],
    [{ start: '2026-02-30', end: '2026-03-02' }, 'startNotADate'],
    [{ start: '2026-08-03', end: '3 August' }, 'endNotADate'],
    [{ start: '2026-08-03', end: '2026-08-02' }, 'endBeforeStart'],
  ])('%j: %s', (vacation, problem) => {
    expect(vacationProblem(vacation)).toBe(problem);
  });
});

describe("a daily's day when it closes", () => {
  const facts = (overrides: Partial<DailyDayFacts>): DailyDayFacts => ({
    date: date('2026-08-01'),
    isDue: true,
    completed: false,
    vacations: [],
    ...overrides,
  });

  it.each<[string, Partial<DailyDayFacts>, string]>([
    ['due and open: missed', {}, 'missed'],
    ['due and done', { completed: true }, 'done'],
    ['not due', { isDue: false }, 'notDue'],
    ['skipped that date: excused', { skippedDate: '2026-08-01' }, 'excused'],
    ['skipped another date: missed', { skippedDate: '2026-08-02' }, 'missed'],
    ['on vacation: excused', { date: date('2026-08-04'), vacations: [week] }, 'excused'],
    ['done on vacation: still done', { completed: true, vacations: [week] }, 'done'],
  ])('%s', (_description, overrides, outcome) => {
    expect(dailyDayOutcome(facts(overrides))).toBe(outcome);
  });

  it('an excused day is neutral: no damage, the streak kept, nothing against the quest', () => {
    expect(DAILY_DAY_EFFECTS.excused).toEqual({
      damage: false,
      streak: 'kept',
      partyQuest: false,
      undone: false,
    });
    expect(countsAgainstPartyQuest(facts({ skippedDate: '2026-08-01' }))).toBe(false);
    expect(countsAgainstPartyQuest(facts({ date: date('2026-08-05'), vacations: [week] }))).toBe(
      false,
    );
    expect(countsAgainstPartyQuest(facts({}))).toBe(true);
  });

  it('a skip is for today or a later date', () => {
    expect(canSkipOn(date('2026-08-01'), date('2026-08-01'))).toBe(true);
    expect(canSkipOn(date('2026-08-05'), date('2026-08-01'))).toBe(true);
    expect(canSkipOn(date('2026-07-31'), date('2026-08-01'))).toBe(false);
  });
});
