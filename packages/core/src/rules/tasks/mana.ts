// Mana for scoring a task; the caller clamps the result into [0, maxMP].
import type { Task } from '../../model/task.ts';
import { completedChecklistItems, type Direction } from './taskValueDelta.ts';

/** The change of mana before the clamp; rewards and cron scoring give none. */
export function manaChange(
  task: Task,
  {
    direction,
    cron,
    crit,
    maxMP,
  }: { direction: Direction; cron: boolean; crit: number; maxMP: number },
): number {
  if (cron || task.type === 'reward') return 0;
  let amount: number;
  if (task.type === 'habit') amount = Math.max(0.25, 0.0025 * maxMP);
  else if (task.type === 'daily') amount = Math.max(1, 0.01 * maxMP);
  else {
    const multiplier = Math.max(1, 1 + completedChecklistItems(task));
    amount = Math.max(multiplier, 0.01 * maxMP * multiplier);
  }
  return (direction === 'up' ? amount : -amount) * crit;
}

export function clampMana(mp: number, maxMP: number): number {
  return Math.min(maxMP, Math.max(0, mp));
}
