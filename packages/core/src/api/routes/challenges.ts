// Schemas of the challenge calls. The challenge's own fields are checked by core (400
// challengeValidationFailed names each), so bodies stay loose where the original's keys must come
// from the rules.
import {
  ChallengeFlagsSchema,
  ChallengeSchema,
  MemberSchema,
  successEnvelope,
  TaskSchema,
} from '../schemas.ts';
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';

const tags = ['challenges'];
const Id = Type.String({ minLength: 1, maxLength: 64 });
const ChallengeParam = Type.Object({ challengeId: Id });
const Empty = Type.Object({});
const Categories = Type.Array(
  Type.Object({ slug: Type.String({ maxLength: 100 }), name: Type.Optional(Type.String()) }),
  { maxItems: 20 },
);
const ChallengeBody = Type.Object({
  group: Type.Optional(Type.String({ maxLength: 64 })),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  shortName: Type.Optional(Type.String({ maxLength: 200 })),
  summary: Type.Optional(Type.String({ maxLength: 10_000 })),
  description: Type.Optional(Type.String({ maxLength: 10_000 })),
  prize: Type.Optional(Type.Number()),
  official: Type.Optional(Type.Boolean()),
  categories: Type.Optional(Categories),
});
const TaskBody = Type.Record(Type.String(), Type.Unknown());

export const createChallengeSchema = {
  summary: 'Create a challenge in a group; its prize (gems) is held until it closes',
  description:
    "The prize comes from the group's bank when its leader creates the challenge, the rest " +
    'from the creator. A Tavern challenge needs a prize of at least 1 gem. The creator joins.',
  tags,
  body: ChallengeBody,
  response: { 201: successEnvelope(ChallengeSchema) },
};

export const listUserChallengesSchema = {
  summary: "Your challenges and your groups' (10 a page; `page` is required)",
  tags,
  querystring: Type.Object({
    page: Type.Optional(Type.String({ maxLength: 12 })),
    member: Type.Optional(Type.Boolean()),
    owned: Type.Optional(Type.Union([Type.Literal('owned'), Type.Literal('not_owned')])),
    search: Type.Optional(Type.String({ maxLength: 200 })),
    categories: Type.Optional(Type.String({ maxLength: 1000 })),
  }),
  response: { 200: successEnvelope(Type.Array(ChallengeSchema)) },
};

export const groupChallengesSchema = {
  summary: "A group's challenges (`party` is your party, `habitrpg` the Tavern)",
  tags,
  params: Type.Object({ groupId: Id }),
  response: { 200: successEnvelope(Type.Array(ChallengeSchema)) },
};

export const getChallengeSchema = {
  summary: 'One challenge',
  tags,
  params: ChallengeParam,
  response: { 200: successEnvelope(ChallengeSchema) },
};

export const updateChallengeSchema = {
  summary: 'Edit a challenge (its leader): name, short name, summary, description, categories',
  tags,
  params: ChallengeParam,
  body: ChallengeBody,
  response: { 200: successEnvelope(ChallengeSchema) },
};

export const deleteChallengeSchema = {
  summary: 'Delete a challenge (its leader); the prize goes back to the leader',
  tags,
  params: ChallengeParam,
  response: { 200: successEnvelope(Empty) },
};

export const joinChallengeSchema = {
  summary: 'Join a challenge: its tasks are copied to you',
  tags,
  params: ChallengeParam,
  response: { 200: successEnvelope(ChallengeSchema) },
};

export const leaveChallengeSchema = {
  summary: 'Leave a challenge, keeping its tasks as your own (keep-all, the default) or not',
  description: 'Body `{keep: "keep-all" | "remove-all"}`, optional and read loosely.',
  tags,
  params: ChallengeParam,
  response: { 200: successEnvelope(Empty) },
};

export const selectWinnerSchema = {
  summary: 'Close a challenge with its winner, who gets the prize (its leader)',
  tags,
  params: Type.Object({ challengeId: Id, winnerId: Id }),
  response: { 200: successEnvelope(Empty) },
};

export const cloneChallengeSchema = {
  summary: 'Create a new challenge with the tasks of this one (the new prize is paid again)',
  tags,
  params: ChallengeParam,
  body: ChallengeBody,
  response: {
    200: successEnvelope(
      Type.Object({ clonedChallenge: ChallengeSchema, clonedTasks: Type.Array(TaskSchema) }),
    ),
  },
};

export const challengeMembersSchema = {
  summary: "A challenge's members by id, 30 at a time after `lastId`",
  tags,
  params: ChallengeParam,
  querystring: Type.Object({
    lastId: Type.Optional(Type.String({ format: 'uuid' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
    includeAllPublicFields: Type.Optional(Type.Boolean()),
    includeTasks: Type.Optional(Type.Boolean()),
  }),
  response: { 200: successEnvelope(Type.Array(MemberSchema)) },
};

/** A member with their copies of the challenge's tasks. */
const MemberProgressSchema = Type.Object(
  { ...MemberSchema.properties, tasks: Type.Array(TaskSchema) },
  { additionalProperties: true },
);

export const challengeMemberSchema = {
  summary: 'A member of a challenge with their copies of its tasks',
  tags,
  params: Type.Object({ challengeId: Id, memberId: Id }),
  response: { 200: successEnvelope(MemberProgressSchema) },
};

export const exportCsvSchema = {
  summary: "The members' progress as CSV",
  tags,
  params: ChallengeParam,
};

export const flagChallengeSchema = {
  summary: 'Report a challenge to the moderators (once each)',
  tags,
  description: 'Body `{comment}`, optional (the moderators read it).',
  params: ChallengeParam,
  response: { 200: successEnvelope(ChallengeFlagsSchema) },
};

export const clearFlagsSchema = {
  summary: "Clear a challenge's flag count (moderators)",
  tags,
  params: ChallengeParam,
  response: { 200: successEnvelope(ChallengeFlagsSchema) },
};

export const challengeTasksSchema = {
  summary: "A challenge's own tasks in its order",
  tags,
  params: ChallengeParam,
  response: { 200: successEnvelope(Type.Array(TaskSchema)) },
};

export const createChallengeTasksSchema = {
  summary: 'Add tasks to a challenge (its leader); every member gets a copy',
  tags,
  params: ChallengeParam,
  body: Type.Union([TaskBody, Type.Array(TaskBody, { minItems: 1, maxItems: 100 })]),
  response: { 201: successEnvelope(Type.Union([TaskSchema, Type.Array(TaskSchema)])) },
};

export const unlinkOneSchema = {
  summary: 'Keep or remove one broken challenge task',
  tags,
  params: Type.Object({ taskId: Type.String({ minLength: 1 }) }),
  querystring: Type.Object({
    keep: Type.Union([Type.Literal('keep'), Type.Literal('remove')]),
  }),
  response: { 200: successEnvelope(Empty) },
};

export const unlinkAllSchema = {
  summary: 'Keep or remove every broken task of a challenge',
  tags,
  params: ChallengeParam,
  querystring: Type.Object({
    keep: Type.Union([Type.Literal('keep-all'), Type.Literal('remove-all')]),
  }),
  response: { 200: successEnvelope(Empty) },
};

/** The challenges routes. */
export const challengesApi = {
  challengeMembers: apiRoute('GET', '/challenges/:challengeId/members', challengeMembersSchema),
  challengeMember: apiRoute(
    'GET',
    '/challenges/:challengeId/members/:memberId',
    challengeMemberSchema,
  ),
  exportCsv: apiRoute('GET', '/challenges/:challengeId/export/csv', exportCsvSchema),
  challengeTasks: apiRoute('GET', '/tasks/challenge/:challengeId', challengeTasksSchema),
  createChallengeTasks: apiRoute(
    'POST',
    '/tasks/challenge/:challengeId',
    createChallengeTasksSchema,
  ),
  unlinkOne: apiRoute('POST', '/tasks/unlink-one/:taskId', unlinkOneSchema),
  unlinkAll: apiRoute('POST', '/tasks/unlink-all/:challengeId', unlinkAllSchema),
  createChallenge: apiRoute('POST', '/challenges', createChallengeSchema),
  listUserChallenges: apiRoute('GET', '/challenges/user', listUserChallengesSchema),
  groupChallenges: apiRoute('GET', '/challenges/groups/:groupId', groupChallengesSchema),
  getChallenge: apiRoute('GET', '/challenges/:challengeId', getChallengeSchema),
  updateChallenge: apiRoute('PUT', '/challenges/:challengeId', updateChallengeSchema),
  deleteChallenge: apiRoute('DELETE', '/challenges/:challengeId', deleteChallengeSchema),
  selectWinner: apiRoute(
    'POST',
    '/challenges/:challengeId/selectWinner/:winnerId',
    selectWinnerSchema,
  ),
  joinChallenge: apiRoute('POST', '/challenges/:challengeId/join', joinChallengeSchema),
  leaveChallenge: apiRoute('POST', '/challenges/:challengeId/leave', leaveChallengeSchema),
  cloneChallenge: apiRoute('POST', '/challenges/:challengeId/clone', cloneChallengeSchema),
  flagChallenge: apiRoute('POST', '/challenges/:challengeId/flag', flagChallengeSchema),
  clearFlags: apiRoute('POST', '/challenges/:challengeId/clearflags', clearFlagsSchema),
};
