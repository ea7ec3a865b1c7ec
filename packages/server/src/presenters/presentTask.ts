// Turns a stored task into the API's task object: `_id` and `id` both carry the id.
import type { Task } from '@questlog/core';
import type { ApiTask } from '@questlog/core/api';

/** A player's task or a board task (no owner). */
export function presentTask(task: Task): ApiTask {
  // Core's Task is the API's task without `_id`.
  return { ...(task as ApiTask), _id: task.id, id: task.id };
}
