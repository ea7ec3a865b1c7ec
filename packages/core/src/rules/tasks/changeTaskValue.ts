// The per-step loop of a scoring: each of `times` steps moves the value from where the previous
// step left it; task-based training and quest progress follow each step.
import type { Task } from '../../model/task.ts';
import type { AttributeValues, UserState } from '../../model/user.ts';
import { type Direction, stepDelta } from './taskValueDelta.ts';

export interface ValueChange {
  value: number;
  delta: number;
  training: AttributeValues;
  /** Progress against a quest boss or collection, added to party.quest.progress.up. */
  questProgress: number;
}

export function changeTaskValue(
  user: UserState,
  task: Task,
  options: { direction: Direction; times: number; cron: boolean; crit: number; str: number },
): ValueChange {
  const { direction, times, cron, crit, str } = options;
  const { preferences } = user;
  const isTraining =
    preferences.automaticAllocation &&
    preferences.allocationMode === 'taskbased' &&
    !(task.type === 'todo' && direction === 'down');
  const questFactor = task.type === 'habit' ? 0.5 + str / 400 : 1 + str / 200;
  const training = { ...user.stats.training };
  let value = task.value;
  let delta = 0;
  let questProgress = 0;
  for (let step = 0; step < times; step += 1) {
    const change = stepDelta({ ...task, value } as Task, direction, cron);
    if (task.type !== 'reward') {
      if (isTraining) training[task.attribute] += change;
      if (direction === 'up') questProgress += change * crit * questFactor;
      value += change;
    }
    delta += change;
  }
  return { value, delta, training, questProgress };
}
