// The colour class of a task by its value.

export type TaskColor =
  'worst' | 'worse' | 'bad' | 'neutral' | 'good' | 'better' | 'best' | 'reward';

const BANDS: readonly [below: number, color: TaskColor][] = [
  [-20, 'worst'],
  [-10, 'worse'],
  [-1, 'bad'],
  [1, 'neutral'],
  [5, 'good'],
  [10, 'better'],
];

/** Rewards are always purple (`reward`); other tasks go from red (worst) to blue (best). */
export function taskColor(task: { type: string; value: number }): TaskColor {
  if (task.type === 'reward') return 'reward';
  return BANDS.find(([below]) => task.value < below)?.[1] ?? 'best';
}
