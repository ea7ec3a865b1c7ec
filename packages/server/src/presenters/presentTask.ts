// Turns a stored task into the API's task object: `_id` and `id` both carry the id.
import type { ApiTask } from '@questlog/core/api';
import type { StoredTask } from '../db/repositories/tasks.ts';

export function presentTask(task: StoredTask): ApiTask {
  // The stored task is core's Task (kept by the task rules) plus the row's columns.
  return { ...(task as ApiTask), _id: task.id, id: task.id };
}
