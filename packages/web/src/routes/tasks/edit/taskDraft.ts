// The edit dialog's working copy of a task, and the changes it sends on save.
import type {
  Attribute,
  ChecklistItem,
  Frequency,
  Task,
  WeekDay,
} from '../../../api/tasksTypes.ts';
import { localDay, localMidnight } from '../../../store/dayRules.ts';

export interface TaskDraft {
  text: string;
  notes: string;
  checklist: ChecklistItem[];
  priority: number;
  attribute: Attribute;
  tags: string[];
  up: boolean;
  down: boolean;
  value: string;
  date: string;
  frequency: Frequency;
  everyX: string;
  repeat: Partial<Record<WeekDay, boolean>>;
  startDate: string;
}

/** Difficulty names of the priority multipliers. */
export const difficulties = [
  ['trivial', 0.1],
  ['easy', 1],
  ['medium', 1.5],
  ['hard', 2],
] as const;

const dayOf = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');

/**
 * `timezoneOffset` is the player's (legacy sign): a daily's start date is a day in their
 * timezone, so it is shown and sent as that day's local midnight, not UTC's.
 */
export function draftOf(task: Task, timezoneOffset: number): TaskDraft {
  return {
    text: task.text,
    notes: task.notes ?? '',
    checklist: task.checklist ?? [],
    priority: task.priority ?? 1,
    attribute: task.attribute ?? 'str',
    tags: task.tags ?? [],
    up: task.up !== false,
    down: task.down !== false,
    value: String(task.value),
    date: dayOf(task.date),
    frequency: task.frequency ?? 'weekly',
    everyX: String(task.everyX ?? 1),
    repeat: task.repeat ?? {},
    startDate: localDay(task.startDate, timezoneOffset),
  };
}

/** Client checks before sending; the server's own errors show beside the same fields. */
export function draftErrors(draft: TaskDraft, type: Task['type']): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.text.trim()) errors.text = 'edit.textRequired';
  const value = Number(draft.value);
  if (type === 'reward' && (draft.value.trim() === '' || !Number.isFinite(value) || value < 0)) {
    errors.value = 'edit.valueInvalid';
  }
  const everyX = Number(draft.everyX);
  if (type === 'daily' && (!Number.isInteger(everyX) || everyX < 0)) {
    errors.everyX = 'edit.everyXInvalid';
  }
  return errors;
}

export function changesOf(
  draft: TaskDraft,
  type: Task['type'],
  timezoneOffset: number,
): Partial<Task> {
  const changes: Partial<Task> = {
    text: draft.text.trim(),
    notes: draft.notes,
    priority: draft.priority,
    attribute: draft.attribute,
    tags: draft.tags,
  };
  if (type === 'habit') Object.assign(changes, { up: draft.up, down: draft.down });
  if (type === 'reward') changes.value = Number(draft.value);
  if (type === 'daily' || type === 'todo') {
    // Checklist items with empty text are dropped on save
    changes.checklist = draft.checklist.filter((item) => item.text.trim() !== '');
  }
  if (type === 'todo') changes.date = draft.date || null;
  if (type === 'daily') {
    Object.assign(changes, {
      frequency: draft.frequency,
      everyX: Number(draft.everyX),
      repeat: draft.repeat,
      startDate: localMidnight(draft.startDate, timezoneOffset),
    });
  }
  return changes;
}
