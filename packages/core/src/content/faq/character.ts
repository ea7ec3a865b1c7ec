import type { FaqEntry } from './types.ts';

// Levels, classes and gear.
export const characterEntries: readonly FaqEntry[] = [
  {
    heading: 'levels-and-stats',
    excludedPlatforms: [],
    question: 'How do I level up, and what are stat points?',
    web: 'Completing tasks earns experience. When the bar fills you gain a level, your health is restored and you receive a stat point to spend on strength, constitution, intelligence or perception.\n\nYou can spend points yourself or let Questlog distribute them automatically from your settings. Stat points stop accumulating at level 100.',
  },
  {
    heading: 'classes',
    excludedPlatforms: [],
    question: 'What are classes and when can I choose one?',
    web: 'At level 10 you can choose a class: warrior, rogue, wizard or healer. Warriors hit quest bosses hard, rogues find more gold and items, wizards earn experience quickly and restore mana, and healers keep their party healthy.\n\nEach class unlocks its first skill at level 11 and a new one at each of the next three levels. Skills cost mana, which you regain by completing tasks and at the start of each day.',
  },
  {
    heading: 'change-class',
    excludedPlatforms: [],
    question: 'Can I change my class later?',
    web: 'Yes. You can change class from your settings at any time after level 10. Resetting your class costs 3 gems and returns your stat points so you can spend them again. Gear you already own stays in your inventory.\n\nIf you would rather not play with classes at all, you can switch them off; your hero then plays as a warrior and stat points are spent automatically.',
  },
  {
    heading: 'gear',
    excludedPlatforms: [],
    question: 'How do I get better gear?',
    web: 'The market sells weapons, armour, helmets and shields for your class, one tier at a time: you need the previous piece before you can buy the next. Gear raises your stats, and gear that matches your class gives an extra bonus.\n\nOnce you own the full top tier of any class, the enchanted armoire opens: a chest of surprise equipment you can buy with gold.',
  },
];
