// A team-board task in the API's task shape: like a player's task, without an owner; its group is
// `group.id`.
import type { ApiTask } from '@questlog/core/api';
import type { BoardTask } from '../db/repositories/boardTasks.ts';
import { presentTask } from './presentTask.ts';

export function presentBoardTask({ groupId: _column, ...task }: BoardTask): ApiTask {
  return presentTask(task);
}
