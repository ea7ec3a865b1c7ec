// What a new web player finds on the tasks screen: the starter tasks of the `defaults` theme
// (three habits: up only, down only, both; no dailies; one to-do; one reward worth 10) and seven
// tags. Their words are the starter tasks' table, so a translated table gives them in the
// player's language.
import type { TextTable } from '../contentText.ts';
import { starterTasks } from '../misc/starterTasks.ts';
import { starterTaskText } from '../misc/starterTaskText.ts';

export type DefaultTask =
  | { type: 'habit'; text: string; notes: string; up: boolean; down: boolean }
  | { type: 'todo'; text: string; notes: string }
  | { type: 'reward'; text: string; notes: string; value: number };

/** The default tasks in a language: each string from `translated` when it has it, else English. */
export function defaultTasksIn(translated?: TextTable): DefaultTask[] {
  return starterTasks.flatMap((task): DefaultTask[] => {
    if (task.theme !== 'defaults') return [];
    const english = starterTaskText[task.key]!;
    const text = translated?.[task.key]?.text ?? english.text;
    const notes = translated?.[task.key]?.notes ?? english.notes ?? '';
    switch (task.type) {
      case 'habit':
        return [{ type: 'habit', text, notes, up: task.up, down: task.down }];
      case 'todo':
        return [{ type: 'todo', text, notes }];
      case 'reward':
        return [{ type: 'reward', text, notes, value: task.value }];
      case 'daily':
        return [];
    }
  });
}

/** The default tasks in English. */
export const defaultTasks: readonly DefaultTask[] = defaultTasksIn();

export const defaultTagNames: readonly string[] = [
  'Work',
  'Exercise',
  'Health + Wellness',
  'School',
  'Teams',
  'Chores',
  'Creativity',
];
