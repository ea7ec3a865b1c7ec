import type { FaqEntry } from './types.ts';

// Drops, pets, mounts and food.
export const collectionEntries: readonly FaqEntry[] = [
  {
    heading: 'pets',
    excludedPlatforms: [],
    question: 'How do I get pets?',
    web: 'Completing tasks sometimes drops an item: an egg, a hatching potion or a piece of food. Combine one egg with one hatching potion from your inventory to hatch a pet; the potion decides its colour.\n\nEach egg and potion pair makes a different pet, and you can hatch each pet only once, so there is a lot to collect.',
  },
  {
    heading: 'mounts',
    excludedPlatforms: [],
    question: 'How do pets grow into mounts?',
    web: 'Feed your pet from the stable. Food your pet likes, the kind that matches its colour, helps it grow more than twice as fast as other food. When a pet is full it grows into a mount you can ride, and the pet leaves your stable; hatch the same pair again to get it back as a pet.\n\nSome special pets cannot be fed and never become mounts.',
  },
  {
    heading: 'full-stable',
    excludedPlatforms: [],
    question: 'What happens when I collect every pet or mount?',
    web: 'When all 90 standard pets or all 90 mounts are in your stable, you can release them for 1 gem to start the collection again. Each complete release earns an achievement and the count goes on your profile.',
  },
];
