// What a file asks to import, once read and checked, before anything is written: each format's
// reader (questlogFile.ts, habiticaFile.ts, loopFile.ts) answers one, and the importer
// (playerImporter.ts) writes it in one change of the player. Things keep the file's own ids
// (`key`) until the importer gives them new ones.
import { BadRequest, type PlayerItems, type RecordedStats, type TaskRecord } from '@questlog/core';
import type { ImportAnswer, ImportKind } from '@questlog/core/api';
import type { HistoryEntry } from '../../db/repositories/playerHistories.ts';
import type { ImportedMessage } from '../../db/repositories/playerImport.ts';

export interface PlannedTag {
  key: string;
  name: string;
}

export interface PlannedTask {
  key: string;
  /** Where the task is in the file, for a refusal: `tasks[3]`, `Habits.csv line 4`. */
  where: string;
  /** The task as the API writes one; `tags` hold the file's tag keys. */
  fields: Record<string, unknown>;
  isArchived: boolean;
}

/**
 * One score or day-boundary result, as task records keep it; `taskKey` is the file's task (null
 * on the player's own row of a day). Stats left out are the player's at the import.
 */
export interface PlannedRecord {
  taskKey: string | null;
  record: Omit<TaskRecord, 'taskId' | 'taskType' | 'stats'> & { stats?: RecordedStats };
}

/** A private message as the player's own copy; the other side kept if that player is here. */
export type PlannedMessage = ImportedMessage;

export interface ImportPlan {
  kind: ImportKind;
  /** A restore: the player's own tasks, tags and records give way to the file's. */
  isRestore: boolean;
  /** Columns of the player's row the file sets whole (a restore). */
  playerColumns: Record<string, unknown>;
  /** Items added to what the player owns (counts added, gear and mounts owned). */
  addedItems: Partial<PlayerItems>;
  tags: PlannedTag[];
  tasks: PlannedTask[];
  /** The file's task order by list, as task keys. */
  tasksOrder: Record<string, string[]> | undefined;
  /** The file's records; without any, records are made from the imported tasks' history. */
  records: PlannedRecord[] | undefined;
  history: { exp: HistoryEntry[]; todos: HistoryEntry[] } | undefined;
  messages: PlannedMessage[];
  skipped: ImportAnswer['skipped'];
}

export function emptyPlan(kind: ImportKind): ImportPlan {
  return {
    kind,
    isRestore: false,
    playerColumns: {},
    addedItems: {},
    tags: [],
    tasks: [],
    tasksOrder: undefined,
    records: undefined,
    history: undefined,
    messages: [],
    skipped: [],
  };
}

/** The refusal of a file with one bad row or field: names where it is and what is wrong. */
export function badRow(where: string, problem: string): BadRequest {
  return new BadRequest('importBadRow', {
    params: { where, problem },
    errors: [{ param: where, message: problem }],
  });
}

export function wrongKind(kind: string, reason: string): BadRequest {
  return new BadRequest('importWrongKind', { params: { kind, reason } });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * An ISO date and time (or epoch milliseconds), or undefined when `value` is not one of the years
 * 1 to 9999: beyond them JavaScript writes a six-digit year PostgreSQL does not read.
 */
export function dateOf(value: unknown): Date | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const date = new Date(value);
  const year = date.getUTCFullYear();
  return Number.isNaN(date.getTime()) || year < 1 || year > 9999 ? undefined : date;
}

/** A real date of the calendar as `YYYY-MM-DD` (not 2024-11-31, which JavaScript would roll on). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d\d-\d\d$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
