import { describe, expect, it } from 'vitest';
import type { DayMark } from './dayMarks.ts';
import { streaksOf } from './streaks.ts';

const marks = (text: string): DayMark[] =>
  [...text].map(
    (letter) => ({ d: 'done', m: 'missed', n: 'notDue', e: 'excused' })[letter] as DayMark,
  );

describe('streaks', () => {
  it.each([
    ['', 0, 0],
    ['ddd', 3, 3],
    ['dddmdd', 2, 3],
    ['ddndedd', 5, 5], // a day not due or excused neither adds nor breaks
    ['dddm', 3, 3], // today, not done yet, does not end the current streak
    ['ddmmd', 1, 2],
    ['mmmm', 0, 0],
  ])('%s: current %i, best %i', (text, current, best) => {
    expect(streaksOf(marks(text))).toEqual({ current, best });
  });

  it('a closed series ends the streak on a last missed day', () => {
    expect(streaksOf(marks('dddm'), { isTodayOpen: false })).toEqual({ current: 0, best: 3 });
  });
});
