// Statistics over a player's records: habit strength, streaks, the year heatmap, completions per
// week, the experience curve and the year in review.
export * from './dayMarks.ts';
export * from './habitStrength.ts';
export * from './streaks.ts';
export * from './heatmap.ts';
export * from './playerCurve.ts';
export * from './yearInReview.ts';
export * from './taskDays.ts';
export * from './taskStatistics.ts';
export * from './playerStatistics.ts';
