// The recurrence editor's preview: the next due dates of the schedule as the form stands (the dialog
// shows five), worked out by core's nextDue (through store/dayRules.ts), before anything is saved.
import type { RecurrenceOptions } from '@questlog/core';
import type { Task } from '../../../api/tasksTypes.ts';
import { localMidnight, nextDueOf } from '../../../store/dayRules.ts';
import type { TaskDraft } from './taskDraft.ts';

// everyX runs from 0 ("never due") to 9999
const MAX_EVERY_X = 9999;

/**
 * ISO instants of the next due days; empty when the schedule is never due; null when the form
 * holds no schedule core can read (an everyX out of bounds).
 */
export function nextDuePreview(
  task: Task,
  draft: Pick<TaskDraft, 'frequency' | 'everyX' | 'repeat' | 'startDate'>,
  options: RecurrenceOptions,
  now: Date,
): string[] | null {
  const everyX = Number(draft.everyX);
  const isEveryXValid =
    draft.everyX.trim() !== '' && Number.isInteger(everyX) && everyX >= 0 && everyX <= MAX_EVERY_X;
  if (!isEveryXValid) return null;
  // an empty start date field leaves the saved one in place (changesOf sends none)
  const startDate = localMidnight(draft.startDate, options.timezoneOffset) ?? task.startDate;
  return nextDueOf(
    {
      frequency: draft.frequency,
      everyX,
      startDate,
      repeat: draft.repeat,
      daysOfMonth: task.daysOfMonth ?? [],
      weeksOfMonth: task.weeksOfMonth ?? [],
    },
    now,
    options,
  );
}
