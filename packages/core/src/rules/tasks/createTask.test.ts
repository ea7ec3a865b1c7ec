import { describe, expect, it } from 'vitest';
import { BadRequest } from '../../errors.ts';
import { TEST_NOW, sequentialIds } from '../../testing/factories.ts';
import { createTask, type TaskInput } from './createTask.ts';

const ctx = () => ({ now: TEST_NOW, newId: sequentialIds('t'), userId: 'u1' });

function paramErrors(input: TaskInput): string[] {
  try {
    createTask(input, ctx());
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequest);
    const badRequest = error as BadRequest;
    expect(badRequest.key).toBe('invalidRequestParameters');
    return (badRequest.errors ?? []).map((e) => e.param);
  }
  throw new Error('expected a BadRequest');
}

describe('createTask defaults', () => {
  it('gives a habit both buttons, zero counters and daily counter reset', () => {
    const habit = createTask({ type: 'habit', text: 'Walk' }, ctx());
    expect(habit).toMatchObject({
      type: 'habit',
      text: 'Walk',
      notes: '',
      value: 0,
      priority: 1,
      attribute: 'str',
      up: true,
      down: true,
      counterUp: 0,
      counterDown: 0,
      frequency: 'daily',
      history: [],
      userId: 'u1',
      createdAt: TEST_NOW.toISOString(),
    });
  });

  it('gives a daily a weekly schedule on every weekday from now', () => {
    const daily = createTask({ type: 'daily', text: 'Stretch' }, ctx());
    expect(daily).toMatchObject({
      frequency: 'weekly',
      everyX: 1,
      streak: 0,
      completed: false,
      startDate: TEST_NOW.toISOString(),
      repeat: { su: true, m: true, t: true, w: true, th: true, f: true, s: true },
      yesterDaily: true,
    });
  });

  it('creates an open to-do and a reward with its cost', () => {
    expect(createTask({ type: 'todo', text: 'File taxes' }, ctx())).toMatchObject({
      completed: false,
      checklist: [],
    });
    expect(createTask({ type: 'reward', text: 'Film', value: 25 }, ctx()).value).toBe(25);
  });

  it('prices a reward sent without a value at 10 gold, so it is never free by omission', () => {
    expect(createTask({ type: 'reward', text: 'Film' }, ctx()).value).toBe(10);
    expect(createTask({ type: 'reward', text: 'Walk', value: 0 }, ctx()).value).toBe(0);
  });

  it('ignores a value sent for a non-reward and the fields the rules own', () => {
    const todo = createTask(
      { type: 'todo', text: 'x', value: 15, completed: true, history: [{}], userId: 'evil' },
      ctx(),
    );
    expect(todo).toMatchObject({ value: 0, completed: false, userId: 'u1' });
    expect('history' in todo).toBe(false);
  });

  it('merges a partial repeat over every-day defaults', () => {
    const daily = createTask({ type: 'daily', text: 'x', repeat: { su: false, s: false } }, ctx());
    expect(daily.type === 'daily' && daily.repeat).toEqual({
      su: false,
      m: true,
      t: true,
      w: true,
      th: true,
      f: true,
      s: false,
    });
  });

  it('drops checklist items with empty text and gives the rest ids', () => {
    const todo = createTask(
      {
        type: 'todo',
        text: 'x',
        checklist: [
          { text: 'one' },
          { text: '' },
          { text: '   ' },
          { id: 'keep', text: 'two', completed: true },
        ],
      },
      ctx(),
    );
    expect(todo.type === 'todo' && todo.checklist).toEqual([
      { id: expect.any(String), text: 'one', completed: false },
      { id: 'keep', text: 'two', completed: true },
    ]);
  });

  it('accepts numeric text for the difficulty and stores the due date as ISO text', () => {
    const todo = createTask(
      { type: 'todo', text: 'x', priority: '1.5', date: '2026-04-01' },
      ctx(),
    );
    expect(todo.priority).toBe(1.5);
    expect(todo.type === 'todo' && todo.date).toBe('2026-04-01T00:00:00.000Z');
  });
});

describe('createTask validation', () => {
  it.each<[string, TaskInput, string[]]>([
    ['no type', { text: 'x' }, ['type']],
    ['an unknown type', { type: 'chore', text: 'x' }, ['type']],
    ['no text', { type: 'habit' }, ['text']],
    ['empty text', { type: 'habit', text: '  ' }, ['text']],
    ['a difficulty of 3', { type: 'habit', text: 'x', priority: 3 }, ['priority']],
    ['the attribute "luck"', { type: 'habit', text: 'x', attribute: 'luck' }, ['attribute']],
    ['everyX 0', { type: 'daily', text: 'x', everyX: 0 }, ['everyX']],
    ['everyX 10000', { type: 'daily', text: 'x', everyX: 10000 }, ['everyX']],
    ['everyX 1.5', { type: 'daily', text: 'x', everyX: 1.5 }, ['everyX']],
    [
      'a habit frequency of yearly',
      { type: 'habit', text: 'x', frequency: 'yearly' },
      ['frequency'],
    ],
    [
      'a daily frequency of hourly',
      { type: 'daily', text: 'x', frequency: 'hourly' },
      ['frequency'],
    ],
    ['a repeat day "mo"', { type: 'daily', text: 'x', repeat: { mo: true } }, ['repeat']],
    ['day of month 32', { type: 'daily', text: 'x', daysOfMonth: [1, 32] }, ['daysOfMonth']],
    ['day of month 0', { type: 'daily', text: 'x', daysOfMonth: [0] }, ['daysOfMonth']],
    ['week of month 5', { type: 'daily', text: 'x', weeksOfMonth: [5] }, ['weeksOfMonth']],
    ['a bad start date', { type: 'daily', text: 'x', startDate: 'someday' }, ['startDate']],
    ['a bad due date', { type: 'todo', text: 'x', date: 'soon' }, ['date']],
    ['a negative reward', { type: 'reward', text: 'x', value: -1 }, ['value']],
    ['an alias with a space', { type: 'habit', text: 'x', alias: 'my habit' }, ['alias']],
    [
      'an alias that is a UUID',
      { type: 'habit', text: 'x', alias: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' },
      ['alias'],
    ],
    ['up as text', { type: 'habit', text: 'x', up: 'yes' }, ['up']],
    ['a checklist that is not a list', { type: 'todo', text: 'x', checklist: 'a' }, ['checklist']],
    [
      'several mistakes',
      { type: 'daily', priority: 5, everyX: -1 },
      ['priority', 'everyX', 'text'],
    ],
  ])('refuses %s', (_name, input, params) => {
    expect(paramErrors(input)).toEqual(params);
  });

  it.each(['my_alias', 'Gym-2', 'a'])('accepts the alias %s', (alias) => {
    expect(createTask({ type: 'habit', text: 'x', alias }, ctx()).alias).toBe(alias);
  });

  it('reports the refused value with its parameter', () => {
    expect(() => createTask({ type: 'habit', text: 'x', priority: 3 }, ctx())).toThrow(
      expect.objectContaining({
        errors: [{ param: 'priority', message: expect.any(String), value: 3 }],
      }),
    );
  });
});
