// Starter task templates offered when a player picks interests: grouped by theme, each a habit,
// daily, to-do or reward. Keys and flags here; the words are in starterTaskText.ts.

export const starterThemes = [
  'work',
  'exercise',
  'health_wellness',
  'school',
  'self_care',
  'chores',
  'creativity',
  'defaults',
] as const;

export type StarterTheme = (typeof starterThemes)[number];

/** Gold value of every starter reward. */
export const DEFAULT_REWARD_VALUE = 10;

export type StarterTask =
  | { key: string; theme: StarterTheme; type: 'habit'; up: boolean; down: boolean }
  | { key: string; theme: StarterTheme; type: 'daily' }
  | { key: string; theme: StarterTheme; type: 'todo'; isDefaultTodo?: boolean }
  | { key: string; theme: StarterTheme; type: 'reward'; value: number };

const habit = (theme: StarterTheme, n: number, up: boolean, down: boolean): StarterTask => ({
  key: `${theme}_habit_${n}`,
  theme,
  type: 'habit',
  up,
  down,
});
const daily = (theme: StarterTheme, n: number): StarterTask => ({
  key: `${theme}_daily_${n}`,
  theme,
  type: 'daily',
});
const todo = (theme: StarterTheme, n: number): StarterTask => ({
  key: `${theme}_todo_${n}`,
  theme,
  type: 'todo',
});
const reward = (theme: StarterTheme, n: number): StarterTask => ({
  key: `${theme}_reward_${n}`,
  theme,
  type: 'reward',
  value: DEFAULT_REWARD_VALUE,
});

export const starterTasks: readonly StarterTask[] = [
  habit('work', 1, true, false),
  habit('work', 2, false, true),
  daily('work', 1),
  todo('work', 1),
  habit('exercise', 1, true, false),
  daily('exercise', 1),
  todo('exercise', 1),
  habit('health_wellness', 1, true, true),
  habit('health_wellness', 2, true, false),
  daily('health_wellness', 1),
  todo('health_wellness', 1),
  habit('school', 1, true, true),
  daily('school', 1),
  todo('school', 1),
  habit('self_care', 1, true, false),
  daily('self_care', 1),
  todo('self_care', 1),
  habit('chores', 1, true, false),
  daily('chores', 1),
  daily('chores', 2),
  todo('chores', 1),
  habit('creativity', 1, true, false),
  daily('creativity', 1),
  todo('creativity', 1),
  habit('defaults', 1, true, false),
  habit('defaults', 2, false, true),
  habit('defaults', 3, true, true),
  { key: 'defaults_todo_1', theme: 'defaults', type: 'todo', isDefaultTodo: true },
  reward('defaults', 1),
];

export function starterTasksFor(theme: StarterTheme): StarterTask[] {
  return starterTasks.filter((task) => task.theme === theme);
}
