// One quest's English text as written in the tables: a title, the boss's name (boss quests
// only), the story shown before the quest and the message shown when it is won.
export interface QuestStory {
  key: string;
  title: string;
  boss?: string;
  notes: string;
  completion: string;
}
