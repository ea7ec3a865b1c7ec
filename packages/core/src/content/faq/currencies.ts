import type { FaqEntry } from './types.ts';

// Gold, gems, hourglasses and subscriptions.
export const currencyEntries: readonly FaqEntry[] = [
  {
    heading: 'gold',
    excludedPlatforms: [],
    question: 'What can I do with gold?',
    web: 'Gold comes from completing tasks. Spend it on your own rewards, on gear and health potions in the market, and on quest scrolls that are sold for gold.',
  },
  {
    heading: 'gems',
    excludedPlatforms: [],
    question: 'What are gems and how do I get them?',
    web: 'Gems are Questlog’s premium currency. They buy special hatching potions, quest scrolls, backgrounds, avatar customisations and a few handy items such as the fortify potion.\n\nYou can buy gems, receive them as a gift, or win them in challenges. Subscribers can also buy gems with gold in the market at 20 gold per gem, up to a monthly limit.',
  },
  {
    heading: 'gems-web-purchase',
    excludedPlatforms: ['android', 'ios'],
    question: 'How do I buy gems on the website?',
    web: 'Open the gem icon at the top of the page, pick a pack and pay by card or PayPal. The gems appear on your account as soon as the payment is confirmed. Gems bought on the website are shared with the mobile apps.',
  },
  {
    heading: 'subscriptions',
    excludedPlatforms: [],
    question: 'What does a subscription include?',
    web: 'A subscription supports Questlog and gives you: the right to buy gems with gold (24 a month to start, rising the longer you stay subscribed, up to 50), one mystic hourglass for each month you are subscribed, and a set of exclusive gear every month.',
  },
  {
    heading: 'hourglasses',
    excludedPlatforms: [],
    question: 'What are mystic hourglasses for?',
    web: 'Mystic hourglasses are earned by subscribing: one for every month you are subscribed. Spend them at the time travelers’ shop on past monthly gear sets, past quests, and pets and mounts that are no longer available elsewhere.',
  },
];
