// seed 002 §9: the guild categories ({product}_official read as questlog_official).
export const GUILD_CATEGORIES = [
  'questlog_official',
  'academics',
  'advocacy_causes',
  'creativity',
  'entertainment',
  'finance',
  'health_fitness',
  'hobbies_occupations',
  'location_based',
  'mental_health',
  'getting_organized',
  'recovery_support_groups',
  'self_improvement',
  'spirituality',
  'time_management',
] as const;

export type GuildCategorySlug = (typeof GUILD_CATEGORIES)[number];
