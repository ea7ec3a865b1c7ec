// The "record yesterday's activity" list: before the day boundary runs, the player may tick the
// dailies they did yesterday but did not record. Those are the open dailies that ask for it
// (`yesterDaily`), are not waiting for a group's approval, and were due on the previous game day.
// The server's tasks and the web app's both fit the candidate shape.
import type { RulePreferences } from '../../model/user.ts';
import { DAY, startOfDay } from '../recurrence/dayStart.ts';
import { type Recurrence, shouldDo } from '../recurrence/shouldDo.ts';

export interface YesterDailyCandidate extends Omit<Recurrence, 'type'> {
  type: string;
  completed?: boolean;
  yesterDaily?: boolean;
  group?: { approval?: { required?: boolean; approved?: boolean } } | undefined;
}

/** The dailies among `tasks` to offer; anything that is not a daily is left out. */
export function yesterDailies<T extends { type: string }>(
  tasks: readonly T[],
  preferences: Pick<RulePreferences, 'dayStart' | 'timezoneOffset'>,
  now: Date,
): T[] {
  const options = { dayStart: preferences.dayStart, timezoneOffset: preferences.timezoneOffset };
  const yesterday = startOfDay(new Date(now.getTime() - DAY), options);
  return tasks.filter((task) => {
    if (task.type !== 'daily') return false;
    // A daily carries the candidate's fields (the server's Daily and the web app's task both do).
    const daily = task as unknown as YesterDailyCandidate;
    if (daily.completed || daily.yesterDaily === false) return false;
    const approval = daily.group?.approval;
    if (approval?.required && !approval.approved) return false;
    return shouldDo(yesterday, { ...daily, type: 'daily' }, options);
  });
}
