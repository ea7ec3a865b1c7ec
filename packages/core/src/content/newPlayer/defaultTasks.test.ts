import { describe, expect, it } from 'vitest';
import { defaultTasks, defaultTasksIn } from './defaultTasks.ts';

describe('the default tasks', () => {
  it('are three habits (up, down, both), one to-do and one reward worth 10, in English', () => {
    expect(defaultTasks.map((task) => task.type)).toEqual([
      'habit',
      'habit',
      'habit',
      'todo',
      'reward',
    ]);
    expect(defaultTasks[0]).toMatchObject({
      text: 'Drink a glass of water',
      up: true,
      down: false,
    });
    expect(defaultTasks[4]).toMatchObject({ value: 10 });
  });

  it('take each string from a translated table when it has it, else the English', () => {
    const tasks = defaultTasksIn({
      defaults_habit_1: { text: 'Ein Glas Wasser trinken' },
      defaults_reward_1: { text: 'Eine Folge schauen', notes: 'Gold ausgeben.' },
    });

    expect(tasks[0]).toMatchObject({
      text: 'Ein Glas Wasser trinken',
      notes: defaultTasks[0]!.notes,
    });
    expect(tasks[1]).toEqual(defaultTasks[1]);
    expect(tasks[4]).toMatchObject({
      text: 'Eine Folge schauen',
      notes: 'Gold ausgeben.',
      value: 10,
    });
  });
});
