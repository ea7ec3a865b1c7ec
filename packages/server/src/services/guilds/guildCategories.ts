// The guild categories (the original's list; `{product}_official` is ours), and the list a guild
// keeps: known slugs only, each once (de-duplicated by slug).
import { BadRequest } from '@questlog/core';

export const GUILD_CATEGORIES: Readonly<Record<string, string>> = {
  questlog_official: 'Official Questlog guilds',
  academics: 'Academics',
  advocacy_causes: 'Advocacy and causes',
  creativity: 'Creativity',
  entertainment: 'Entertainment',
  finance: 'Finance',
  health_fitness: 'Health and fitness',
  hobbies_occupations: 'Hobbies and occupations',
  location_based: 'Location-based',
  mental_health: 'Mental health',
  getting_organized: 'Getting organized',
  recovery_support_groups: 'Recovery and support groups',
  self_improvement: 'Self-improvement',
  spirituality: 'Spirituality',
  time_management: 'Time management',
};

export interface GuildCategory {
  slug: string;
  name: string;
}

/** The categories asked for, each once, named by us; an unknown slug is refused. */
export function guildCategories(asked: readonly { slug: string }[]): GuildCategory[] {
  const slugs = [...new Set(asked.map((category) => category.slug))];
  for (const slug of slugs) {
    if (!Object.hasOwn(GUILD_CATEGORIES, slug)) {
      throw new BadRequest('invalidCategory', { params: { slug } });
    }
  }
  return slugs.map((slug) => ({ slug, name: GUILD_CATEGORIES[slug]! }));
}
