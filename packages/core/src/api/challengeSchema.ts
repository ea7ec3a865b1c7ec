// Challenges in the original's shapes: the challenge with its group and leader filled in, and the
// answer of a report.
import { Type, type Static } from 'typebox';
import { openObject, recordOf } from './schemaParts.ts';

export const ChallengeSchema = openObject({
  _id: Type.String(),
  id: Type.String(),
  name: Type.String(),
  shortName: Type.String(),
  summary: Type.String(),
  description: Type.String(),
  official: Type.Boolean(),
  prize: Type.Integer(),
  memberCount: Type.Integer(),
  categories: Type.Array(openObject({ slug: Type.String(), name: Type.String() })),
  tasksOrder: recordOf(Type.Array(Type.String())),
  /** Null once the group is gone. */
  group: Type.Union([
    openObject({
      _id: Type.String(),
      name: Type.String(),
      type: Type.String(),
      privacy: Type.String(),
    }),
    Type.Null(),
  ]),
  /** Null once the leader's account is gone. */
  leader: Type.Union([
    openObject({
      _id: Type.String(),
      profile: openObject({ name: Type.String() }),
    }),
    Type.Null(),
  ]),
  flagCount: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const ChallengeFlagsSchema = openObject({
  challenge: openObject({ flags: recordOf(Type.Boolean()), flagCount: Type.Integer() }),
});

export type ApiChallenge = Static<typeof ChallengeSchema>;
