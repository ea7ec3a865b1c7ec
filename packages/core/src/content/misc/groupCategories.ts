// Categories a guild or challenge can be filed under. The original's `{product}_official` is ours
// under our product's name.
export const groupCategories = [
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

export type GroupCategory = (typeof groupCategories)[number];

export const groupCategoryText: Readonly<Record<GroupCategory, { text: string }>> = {
  questlog_official: { text: 'Official Questlog' },
  academics: { text: 'Study and Academics' },
  advocacy_causes: { text: 'Advocacy and Causes' },
  creativity: { text: 'Creativity' },
  entertainment: { text: 'Entertainment' },
  finance: { text: 'Money and Finance' },
  health_fitness: { text: 'Health and Fitness' },
  hobbies_occupations: { text: 'Hobbies and Careers' },
  location_based: { text: 'Local Groups' },
  mental_health: { text: 'Mental Health and Self-Care' },
  getting_organized: { text: 'Getting Organised' },
  recovery_support_groups: { text: 'Recovery and Support' },
  self_improvement: { text: 'Self-Improvement' },
  spirituality: { text: 'Spirituality' },
  time_management: { text: 'Time Management and Accountability' },
};
