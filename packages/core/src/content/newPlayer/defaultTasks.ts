// What a new web player finds on the tasks screen: three habits (up only, down only, both), no
// dailies, one to-do, one reward worth 10, seven tags. Our own texts.

export type DefaultTask =
  | { type: 'habit'; text: string; notes: string; up: boolean; down: boolean }
  | { type: 'todo'; text: string; notes: string }
  | { type: 'reward'; text: string; notes: string; value: number };

export const defaultTasks: readonly DefaultTask[] = [
  {
    type: 'habit',
    text: 'Drink a glass of water',
    notes: 'Click + each time you do. Small wins add up.',
    up: true,
    down: false,
  },
  {
    type: 'habit',
    text: 'Scroll instead of starting',
    notes: 'Click − when you catch yourself putting things off.',
    up: false,
    down: true,
  },
  {
    type: 'habit',
    text: 'Focus for twenty minutes / Get distracted',
    notes: 'A habit with both buttons: + for the good side, − for the bad one.',
    up: true,
    down: true,
  },
  {
    type: 'todo',
    text: 'Add your own tasks to Questlog',
    notes: 'Write one habit, one daily and one to-do of your own, then tick this off.',
  },
  {
    type: 'reward',
    text: 'Watch an episode of a favourite show',
    notes: 'Spend the gold you earn on things you enjoy.',
    value: 10,
  },
];

export const defaultTagNames: readonly string[] = [
  'Work',
  'Exercise',
  'Health + Wellness',
  'School',
  'Teams',
  'Chores',
  'Creativity',
];
