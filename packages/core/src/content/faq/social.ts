import type { FaqEntry } from './types.ts';

// Parties, quests, guilds, challenges and group plans.
export const socialEntries: readonly FaqEntry[] = [
  {
    heading: 'parties',
    excludedPlatforms: [],
    question: 'What is a party and how do I join one?',
    web: 'A party is a small team of up to 30 players who keep each other accountable. Create one from the party page and invite friends by username, or list yourself as looking for a party so that a leader can invite you.\n\nParty members see each other’s progress, chat together and can go on quests together.',
  },
  {
    heading: 'quests',
    excludedPlatforms: [],
    question: 'How do quests work?',
    web: 'A quest starts with a scroll. The party member who owns it invites the party; once the members have accepted, the quest begins. In a boss quest, every task you complete damages the boss, but every daily anyone misses lets the boss strike the whole party. In a collection quest, your tasks turn up the items the quest asks for.\n\nWhen the quest is done, everyone who took part shares the reward.',
  },
  {
    heading: 'guilds',
    excludedPlatforms: [],
    question: 'What are guilds and the tavern?',
    web: 'Guilds are interest groups: places to talk with players who share a goal or a hobby. The tavern is the chat everyone can join. Both are covered in more detail on our tavern and guilds page.',
  },
  {
    heading: 'challenges',
    excludedPlatforms: [],
    question: 'What are challenges?',
    web: 'A challenge is a set of tasks someone shares with a group, a guild or everyone. Joining adds its tasks to your lists; they are scored like your own tasks. The person who created the challenge can pick a winner, who receives the gem prize if one was offered.\n\nWhen you leave a challenge you choose whether to keep its tasks or remove them.',
  },
  {
    heading: 'group-plans',
    excludedPlatforms: [],
    question: 'What is a group plan?',
    web: 'A group plan gives a family, a team or a class a shared task board. Managers assign tasks to members, members claim and complete them, and everyone’s progress counts in their own game. Every member of a group plan also receives the benefits of a subscription.',
  },
];
