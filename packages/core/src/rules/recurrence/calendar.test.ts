import { describe, expect, it } from 'vitest';
import { calendarDay, weekdayOf } from './calendar.ts';

describe('weekdayOf', () => {
  it("is the calendar's weekday, before 1970 and long after", () => {
    for (let date = -800_000; date <= 800_000; date += 37) {
      expect(weekdayOf(date), `day ${date}`).toBe(calendarDay(date).weekday);
    }
    expect(weekdayOf(70_000_000)).toBe(calendarDay(70_000_000).weekday);
  });
});
