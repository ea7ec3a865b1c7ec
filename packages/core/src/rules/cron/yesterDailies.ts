// The "record yesterday's activity" list (game-rules.md §2.12): before the day boundary runs,
// the player may tick the dailies they did yesterday but did not record. Those are the open
// dailies that ask for it (`yesterDaily`) and were due on the previous game day.
import type { Daily, Task } from '../../model/task.ts';
import type { RulePreferences } from '../../model/user.ts';
import { DAY, startOfDay } from '../recurrence/dayStart.ts';
import { shouldDo } from '../recurrence/shouldDo.ts';

export function yesterDailies(
  tasks: readonly Task[],
  preferences: Pick<RulePreferences, 'dayStart' | 'timezoneOffset'>,
  now: Date,
): Daily[] {
  const options = { dayStart: preferences.dayStart, timezoneOffset: preferences.timezoneOffset };
  const yesterday = startOfDay(new Date(now.getTime() - DAY), options);
  return tasks.filter(
    (task): task is Daily =>
      task.type === 'daily' &&
      !task.completed &&
      task.yesterDaily !== false &&
      !task.group.approval?.requested &&
      shouldDo(yesterday, task, options),
  );
}
