// Schemas of scoring: one task up or down, or several in one go.
import { BulkScoreAnswerSchema, ScoreAnswerSchema, successEnvelope } from '../schemas.ts';
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';

const tags = ['tasks'];
const Direction = Type.Union([Type.Literal('up'), Type.Literal('down')]);

export const scoreTaskSchema = {
  summary: 'Score a task up or down',
  description:
    'Answers the flat `{ delta, _tmp, ...stats }`: the change of the task value, `_tmp` (`crit`, ' +
    '`streakBonus`, `leveledUp {from, to}`, `died`, and `notices`: the hp/xp/gp/mp/lvl/crit ' +
    'notices to show), then the new stats (not the computed ones). A reward without the gold is ' +
    '401 messageNotEnoughGold; checking a checked daily or to-do is 401 sessionOutdated.',
  tags,
  params: Type.Object({ taskId: Type.String({ minLength: 1 }), direction: Direction }),
  response: { 200: successEnvelope(ScoreAnswerSchema) },
};

export const bulkScoreSchema = {
  summary: 'Score several tasks in one go (all or none)',
  description: 'Answers `{ tasks: [{ id, delta, _tmp }], ...stats }` after the last score.',
  tags,
  body: Type.Array(Type.Object({ id: Type.String({ minLength: 1 }), direction: Direction }), {
    minItems: 1,
    maxItems: 100,
  }),
  response: { 200: successEnvelope(BulkScoreAnswerSchema) },
};

/** The tasks routes (tasksScore). */
export const tasksScoreApi = {
  scoreTask: apiRoute('POST', '/tasks/:taskId/score/:direction', scoreTaskSchema),
  bulkScore: apiRoute('POST', '/tasks/bulk-score', bulkScoreSchema),
};
