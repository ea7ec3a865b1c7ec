// Turns a stored task into the API's task object (api.md §6.2): `_id` and `id` both carry the id.
import type { StoredTask } from '../db/repositories/tasks.ts';

export function presentTask(task: StoredTask): Record<string, unknown> {
  return { ...task, _id: task.id, id: task.id };
}
