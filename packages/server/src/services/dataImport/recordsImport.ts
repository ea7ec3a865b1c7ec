// Task records an import brings: a Questlog file's own (checked here), or, for a file without
// any, one record per history entry of each imported habit and daily. They are written with the
// import's change statement, so they carry its version like every record a change writes.
import {
  DAILY_OUTCOME_KINDS,
  recordDay,
  recordedStats,
  type RecordedStats,
  type TaskRecord,
  type TaskRecordKind,
} from '@questlog/core';
import { insertTaskRecordsStatement } from '../../db/repositories/taskRecords.ts';
import type { StoredTask } from '../../db/repositories/tasks.ts';
import type { PlayerChange } from '../players/playerChanger.ts';
import { userStateOf } from '../playerState.ts';
import { badRow, dateOf, isCalendarDay, isRecord, type PlannedRecord } from './importPlan.ts';

const KINDS: ReadonlySet<string> = new Set<TaskRecordKind>([
  'up',
  'down',
  'checklistChecked',
  'checklistUnchecked',
  ...DAILY_OUTCOME_KINDS,
  'day',
]);

/** A Questlog file's records, checked. */
export function plannedRecords(records: readonly unknown[]): PlannedRecord[] {
  return records.map((record, index) => {
    const where = `records[${index}]`;
    if (!isRecord(record)) throw badRow(where, 'must be an object');
    const taskKey = record.taskId ?? null;
    if (taskKey !== null && typeof taskKey !== 'string')
      throw badRow(`${where}.taskId`, 'must be text');
    if (typeof record.kind !== 'string' || !KINDS.has(record.kind)) {
      throw badRow(`${where}.kind`, `"${String(record.kind)}" is not a kind of record`);
    }
    if ((record.kind === 'day') !== (taskKey === null)) {
      throw badRow(`${where}.taskId`, 'a day row has no task, and every other row has one');
    }
    const at = dateOf(record.at);
    if (!at) throw badRow(`${where}.at`, 'must be a date and time');
    if (typeof record.day !== 'string' || !isCalendarDay(record.day)) {
      throw badRow(`${where}.day`, 'must be a date as YYYY-MM-DD');
    }
    // Counts are whole numbers the table keeps in small integer columns.
    const number = (field: string, isRequired: boolean, isCount = false) => {
      const value = record[field];
      if (value === null || (value === undefined && !isRequired)) return null;
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        throw badRow(`${where}.${field}`, 'must be a number');
      }
      if (isCount && (!Number.isInteger(value) || value < 0 || value > 32_767)) {
        throw badRow(`${where}.${field}`, 'must be a whole number from 0 to 32767');
      }
      return value;
    };
    const stats = record.stats;
    if (stats !== undefined && !isRecord(stats))
      throw badRow(`${where}.stats`, 'must be an object');
    return {
      taskKey,
      record: {
        kind: record.kind as TaskRecordKind,
        at: at.toISOString(),
        day: record.day,
        delta: number('delta', true)!,
        value: number('value', true)!,
        isDue: typeof record.isDue === 'boolean' ? record.isDue : null,
        streak: number('streak', false, true),
        checklistDone: number('checklistDone', false, true),
        checklistTotal: number('checklistTotal', false, true),
        ...(isRecord(stats) ? { stats: statsOf(stats, `${where}.stats`) } : {}),
      },
    };
  });
}

function statsOf(stats: Record<string, unknown>, where: string): RecordedStats {
  for (const field of ['exp', 'gp', 'lvl', 'hp']) {
    if (typeof stats[field] !== 'number' || !Number.isFinite(stats[field])) {
      throw badRow(`${where}.${field}`, 'must be a number');
    }
  }
  if (!Number.isInteger(stats.lvl) || Math.abs(stats.lvl as number) > 2_147_483_647) {
    throw badRow(`${where}.lvl`, 'must be a whole number');
  }
  return { exp: stats.exp, gp: stats.gp, lvl: stats.lvl, hp: stats.hp } as RecordedStats;
}

/** One record per history entry of the imported habits and dailies. */
export function recordsFromHistory(
  tasks: readonly StoredTask[],
  preferences: Parameters<typeof recordDay>[1],
): PlannedRecord[] {
  return tasks.flatMap((task) => {
    if (task.type !== 'habit' && task.type !== 'daily') return [];
    let before = 0;
    return task.history.map((entry) => {
      const at = new Date(entry.date);
      const kind: TaskRecordKind =
        task.type === 'habit'
          ? 'scoredDown' in entry && entry.scoredDown > entry.scoredUp
            ? 'down'
            : 'up'
          : 'completed' in entry && entry.completed
            ? 'completed'
            : 'isDue' in entry && entry.isDue === false
              ? 'notDue'
              : 'missed';
      const record = {
        kind,
        at: at.toISOString(),
        day: recordDay(at, preferences),
        delta: entry.value - before,
        value: entry.value,
        isDue: 'isDue' in entry && typeof entry.isDue === 'boolean' ? entry.isDue : null,
        streak: null,
        checklistDone: null,
        checklistTotal: null,
      };
      before = entry.value;
      return { taskKey: task.id, record };
    });
  });
}

/**
 * Writes the records of imported tasks (`taskIds`: the file's task keys → the new ids; records of
 * tasks not imported are dropped) with the change's statement. Answers how many.
 */
export function insertPlannedRecords(
  change: PlayerChange,
  planned: readonly PlannedRecord[],
  taskIds: ReadonlyMap<string, string>,
  tasks: readonly StoredTask[],
): number {
  const typeOf = new Map(tasks.map((task) => [task.id, task.type]));
  const stats = recordedStats(userStateOf(change.user.row));
  const records: TaskRecord[] = planned.flatMap(({ taskKey, record }) => {
    const taskId = taskKey === null ? null : (taskIds.get(taskKey) ?? taskKey);
    if (taskId !== null && !typeOf.has(taskId)) return [];
    const taskType = taskId === null ? null : typeOf.get(taskId)!;
    return [{ ...record, taskId, taskType, stats: record.stats ?? stats }];
  });
  if (records.length > 0)
    change.writeWithBump(...insertTaskRecordsStatement(change.user.row.id, records));
  return records.length;
}
