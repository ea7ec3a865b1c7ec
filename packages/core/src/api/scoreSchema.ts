// The score answers: flat, the new stored stats beside the task's `delta` and `_tmp` (crit,
// streakBonus, leveledUp, drop, quest, and the notices core's scoreTask gives).
import { Type, type Static } from 'typebox';
import { openObject } from './schemaParts.ts';
import { storedStatsProperties } from './statsSchema.ts';

export const ScoreNoticeSchema = Type.Object({
  type: Type.Enum(['hp', 'mp', 'xp', 'gp', 'streak', 'crit', 'lvl', 'damage']),
  value: Type.Number(),
  sign: Type.Enum(['+', '-']),
});
export type ApiScoreNotice = Static<typeof ScoreNoticeSchema>;

export const ScoreTmpSchema = openObject({
  notices: Type.Optional(Type.Array(ScoreNoticeSchema)),
  crit: Type.Optional(Type.Number()),
  streakBonus: Type.Optional(Type.Number()),
  leveledUp: Type.Optional(Type.Unknown()),
  drop: Type.Optional(
    openObject({
      dialog: Type.Optional(Type.String()),
      key: Type.Optional(Type.String()),
      type: Type.Optional(Type.String()),
    }),
  ),
  quest: Type.Optional(
    openObject({
      progressDelta: Type.Optional(Type.Number()),
      collection: Type.Optional(Type.Number()),
    }),
  ),
});
export type ApiScoreTmp = Static<typeof ScoreTmpSchema>;

/** POST /tasks/:taskId/score/:direction. */
export const ScoreAnswerSchema = openObject({
  ...storedStatsProperties,
  delta: Type.Number(),
  _tmp: ScoreTmpSchema,
});
export type ApiScoreAnswer = Static<typeof ScoreAnswerSchema>;

/** POST /tasks/bulk-score: each task's delta and _tmp, then the stats after the last score. */
export const BulkScoreAnswerSchema = openObject({
  ...storedStatsProperties,
  tasks: Type.Array(Type.Object({ id: Type.String(), delta: Type.Number(), _tmp: ScoreTmpSchema })),
});
export type ApiBulkScoreAnswer = Static<typeof BulkScoreAnswerSchema>;
