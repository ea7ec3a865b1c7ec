// Reads Loop Habit Tracker's CSV export (docs/data-port.md#loop-habit-tracker): Habits.csv, one
// row per habit, and Checkmarks.csv, a Date column then one column per habit, newest day first.
// Each Loop habit becomes a positive habit here, each day it was done one "up" score in its
// history and records, replayed through the game's value step so the habit's colour is what those
// scores give.
import { forwardDelta, type Habit } from '@questlog/core';
import { readCsv, CsvRefused, type CsvRow } from './csvReader.ts';
import {
  badRow,
  emptyPlan,
  isCalendarDay,
  wrongKind,
  type ImportPlan,
  type PlannedRecord,
} from './importPlan.ts';

export interface LoopFiles {
  habits: string;
  checkmarks: string;
}

/** Loop's check mark values: a day done by hand; the others are not completions. */
const YES_MANUAL = 2;
const KNOWN_MARKS = new Set([-3, -1, 0, 1, 2]);

interface LoopHabit {
  key: string;
  line: number;
  name: string;
  notes: string;
  isNumerical: boolean;
  /** The days it was done, 'YYYY-MM-DD'. */
  days: string[];
}

export function readLoopFiles(files: LoopFiles): ImportPlan {
  const habits = habitsOf(rowsOf(files.habits, 'Habits.csv'));
  markDays(habits, rowsOf(files.checkmarks, 'Checkmarks.csv'));
  const plan = emptyPlan('loop');
  const records: PlannedRecord[] = [];
  for (const habit of habits) {
    const days = [...habit.days].sort();
    let value = 0;
    const history = days.map((day) => {
      value += forwardDelta({ type: 'habit', value } as Habit, 'up', false);
      return { date: Date.parse(`${day}T12:00:00.000Z`), value, scoredUp: 1, scoredDown: 0 };
    });
    plan.tasks.push({
      key: habit.key,
      where: `Habits.csv line ${habit.line}`,
      fields: {
        type: 'habit',
        text: habit.name,
        notes: habit.notes,
        up: true,
        down: false,
        value,
        history,
        ...(days[0] ? { createdAt: `${days[0]}T12:00:00.000Z` } : {}),
      },
      isArchived: false,
    });
    // The records keep Loop's own day, whatever the player's time zone makes of noon UTC.
    records.push(
      ...history.map((entry, index) => ({
        taskKey: habit.key,
        record: {
          kind: 'up' as const,
          at: new Date(entry.date).toISOString(),
          day: days[index]!,
          delta: entry.value - (history[index - 1]?.value ?? 0),
          value: entry.value,
          isDue: null,
          streak: null,
          checklistDone: null,
          checklistTotal: null,
        },
      })),
    );
  }
  plan.records = records;
  plan.skipped.push({
    what: 'colours, reminders, frequencies and habit scores',
    reason: 'Questlog keeps its own habit strength from the check marks',
  });
  if (habits.some((habit) => habit.isNumerical)) {
    plan.skipped.push({
      what: 'the amounts of numerical habits',
      reason: 'a day with any amount counts as done',
    });
  }
  return plan;
}

function rowsOf(text: string, file: string): CsvRow[] {
  try {
    const rows = readCsv(text);
    if (rows.length === 0) throw badRow(file, 'the file is empty');
    return rows;
  } catch (error) {
    if (error instanceof CsvRefused) throw badRow(`${file} line ${error.line}`, error.message);
    throw error;
  }
}

function habitsOf([header, ...rows]: CsvRow[]): LoopHabit[] {
  const column = (name: string) => header!.fields.findIndex((field) => field.trim() === name);
  const name = column('Name');
  if (name < 0) {
    throw wrongKind("Loop Habit Tracker's Habits.csv", 'its first line has no "Name" column');
  }
  const [question, description, type] = ['Question', 'Description', 'Type'].map(column);
  return rows.map(({ line, fields }) => {
    const text = fields[name]?.trim() ?? '';
    if (text === '') throw badRow(`Habits.csv line ${line}, Name`, 'a habit needs a name');
    const notes = [question, description]
      .map((index) => (index! >= 0 ? (fields[index!]?.trim() ?? '') : ''))
      .filter((part) => part !== '')
      .join('\n\n');
    const isNumerical = type! >= 0 && fields[type!]?.trim() === 'NUMERICAL';
    return { key: `loop-${line}`, line, name: text, notes, isNumerical, days: [] };
  });
}

/** Puts each day's check marks on the habits, matching columns to habits by name in order. */
function markDays(habits: LoopHabit[], [header, ...rows]: CsvRow[]) {
  if (header!.fields[0]?.trim() !== 'Date') {
    throw wrongKind("Loop Habit Tracker's Checkmarks.csv", 'its first column is not "Date"');
  }
  const unclaimed = [...habits];
  // Loop ends every line with a comma, so the last column is empty.
  const columns = header!.fields.slice(1).flatMap((name, offset) => {
    if (name.trim() === '') return [];
    const at = unclaimed.findIndex((habit) => habit.name === name.trim());
    if (at < 0) {
      throw badRow(
        `Checkmarks.csv line ${header!.line}`,
        `column "${name}" names no habit of Habits.csv`,
      );
    }
    return [{ index: offset + 1, habit: unclaimed.splice(at, 1)[0]! }];
  });
  for (const { line, fields } of rows) {
    const day = fields[0]?.trim() ?? '';
    if (!isCalendarDay(day)) {
      throw badRow(`Checkmarks.csv line ${line}, Date`, `"${day}" is not a date (YYYY-MM-DD)`);
    }
    for (const { index, habit } of columns) {
      const mark = (fields[index] ?? '').trim();
      if (mark === '') continue;
      const value = Number(mark);
      const isKnown = habit.isNumerical ? Number.isFinite(value) : KNOWN_MARKS.has(value);
      if (!isKnown) {
        throw badRow(`Checkmarks.csv line ${line}, ${habit.name}`, `"${mark}" is not a check mark`);
      }
      if (habit.isNumerical ? value > 0 : value === YES_MANUAL) habit.days.push(day);
    }
  }
}
