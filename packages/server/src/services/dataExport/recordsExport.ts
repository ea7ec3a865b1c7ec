// The player's task records as the Questlog export writes them: every row, oldest first, without
// the row ids and change versions, which belong to this server.
import type { TaskRecord } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { listTaskRecords } from '../../db/repositories/taskRecords.ts';

export async function listExportedRecords(db: Queryable, userId: string): Promise<TaskRecord[]> {
  const records = await listTaskRecords(db, userId);
  return records.map(({ id: _id, playerVersion: _version, ...record }) => record);
}
