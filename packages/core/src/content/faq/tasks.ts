import type { FaqEntry } from './types.ts';

// Task types and the daily rollover.
export const taskEntries: readonly FaqEntry[] = [
  {
    heading: 'task-types',
    excludedPlatforms: [],
    question: 'What are habits, dailies, to-dos and rewards?',
    web: 'Questlog sorts everything you want to do into four columns.\n\nHabits are things you do any number of times a day, good or bad: tap plus when you do the good one and minus when you slip. Dailies repeat on a schedule you choose, such as every weekday or every third day. To-dos are one-off tasks with an optional due date and checklist. Rewards are treats you set for yourself and buy with the gold you earn.',
  },
  {
    heading: 'task-colours',
    excludedPlatforms: [],
    question: 'Why do my tasks change colour?',
    web: 'A task’s colour shows how well you have been keeping it. New tasks start yellow. Tasks you keep completing drift towards green and then blue; tasks you skip or score down drift towards orange and red.\n\nRed tasks are worth more experience and gold when you complete them, so a struggling habit pays off the most when you turn it around.',
  },
  {
    heading: 'missed-dailies',
    excludedPlatforms: [],
    question: 'What happens when I miss a daily?',
    web: 'Once a day, at the start of your day, Questlog looks back at the dailies that were due yesterday. Each one you left unchecked costs your hero some health, and its streak starts again from zero.\n\nIf you know you will be away, rest at the inn from your settings: while you rest, missed dailies do no damage and keep their streaks.',
  },
  {
    heading: 'health-and-fainting',
    excludedPlatforms: [],
    question: 'What happens if my health runs out?',
    web: 'Your hero has at most 50 health. If it drops to zero your hero faints: you come back with full health but lose all your experience towards the next level, all your gold, one level, one stat point and one piece of gear, which you can buy again in the market.\n\nTo stay safe, complete your dailies, buy a health potion (25 gold, restores 15 health) or level up, which refills your health.',
  },
];
