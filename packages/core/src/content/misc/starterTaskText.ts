// The words of the starter task templates. Our own wording.
import type { TextTable } from '../contentText.ts';

export const starterTaskText: TextTable = {
  work_habit_1: {
    text: 'Work on a task in a focused block',
    notes: 'Tap + after each block of uninterrupted work.',
  },
  work_habit_2: {
    text: 'Check messages while I should be working',
    notes: 'Tap − when you drift into the inbox.',
  },
  work_daily_1: {
    text: 'Plan tomorrow’s three priorities',
    notes: 'Spend five minutes before you finish for the day.',
  },
  work_todo_1: {
    text: 'Clear out an old project folder',
    notes: 'Archive or delete what you no longer need.',
  },
  exercise_habit_1: {
    text: 'Ten minutes of movement',
    notes: 'A walk, stretches or a few sets all count.',
  },
  exercise_daily_1: {
    text: 'Stretch after getting up',
    notes: 'Loosen up for a few minutes each morning.',
  },
  exercise_todo_1: {
    text: 'Plan this week’s workouts',
    notes: 'Pick the days and put them in your calendar.',
  },
  health_wellness_habit_1: {
    text: 'Choose a healthy snack / Reach for junk food',
    notes: '+ for the good choice, − for the other.',
  },
  health_wellness_habit_2: { text: 'Drink a glass of water', notes: 'Tap + for each glass.' },
  health_wellness_daily_1: { text: 'Lights out on time', notes: 'Set a bedtime and keep it.' },
  health_wellness_todo_1: {
    text: 'Book a health check-up',
    notes: 'Find a date that suits you and book it.',
  },
  school_habit_1: {
    text: 'Study in a focused session / Put off studying',
    notes: '+ when you study, − when you put it off.',
  },
  school_daily_1: {
    text: 'Review today’s notes',
    notes: 'Read them through once while they are fresh.',
  },
  school_todo_1: {
    text: 'Finish the next assignment',
    notes: 'Break it into a checklist if it feels big.',
  },
  self_care_habit_1: {
    text: 'Take a short break',
    notes: 'Step away, breathe, come back refreshed.',
  },
  self_care_daily_1: { text: 'Five quiet minutes', notes: 'Sit, breathe or write a few lines.' },
  self_care_todo_1: {
    text: 'Plan something fun for the weekend',
    notes: 'Something just for you.',
  },
  chores_habit_1: {
    text: 'Put something back where it belongs',
    notes: 'Tap + each time you tidy as you go.',
  },
  chores_daily_1: { text: 'Wash up after dinner', notes: 'A clean kitchen for the morning.' },
  chores_daily_2: { text: 'Ten-minute tidy', notes: 'Set a timer and tidy one room.' },
  chores_todo_1: {
    text: 'Sort out the cupboard under the sink',
    notes: 'Throw out what is empty or expired.',
  },
  creativity_habit_1: {
    text: 'Work on a creative project',
    notes: 'Tap + for each session, however short.',
  },
  creativity_daily_1: {
    text: 'Sketch, write or play for fifteen minutes',
    notes: 'A little practice every day.',
  },
  creativity_todo_1: {
    text: 'Finish a small piece and share it',
    notes: 'Done is better than perfect.',
  },
  defaults_habit_1: {
    text: 'Drink a glass of water',
    notes: 'Tap + each time. Small wins add up.',
  },
  defaults_habit_2: {
    text: 'Put things off',
    notes: 'Tap − when you catch yourself procrastinating.',
  },
  defaults_habit_3: {
    text: 'Focus for twenty minutes / Get distracted',
    notes: 'A habit with both buttons.',
  },
  defaults_todo_1: {
    text: 'Add your own tasks',
    notes: 'Write a habit, a daily and a to-do of your own, then tick this off.',
  },
  defaults_reward_1: {
    text: 'Watch an episode of a favourite show',
    notes: 'Spend your gold on things you enjoy.',
  },
};
