// Schemas of the group calls. Shape errors of the invite body have their own keys
// (uuidsMustBeAnArray, …), so its lists are checked by the service.
import { GroupQuestSchema, GroupSchema, MemberSchema, successEnvelope } from '../schemas.ts';
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';

const tags = ['groups'];
const GroupParam = Type.Object({ groupId: Type.String({ minLength: 1, maxLength: 64 }) });
const MemberParam = Type.Object({
  groupId: Type.String({ minLength: 1, maxLength: 64 }),
  memberId: Type.String({ minLength: 1, maxLength: 64 }),
});
const Empty = Type.Object({});
const Name = Type.String({ minLength: 1, maxLength: 200 });
const Summary = Type.String({ maxLength: 250 });
// The original's group category slugs; the name is ours (the service refuses unknown slugs by key).
const Categories = Type.Array(
  Type.Object({ slug: Type.String({ maxLength: 100 }), name: Type.Optional(Type.String()) }),
  { maxItems: 20 },
);

export const listGroupsSchema = {
  summary: 'Groups of a type: party, guilds, privateGuilds, publicGuilds, tavern (comma-separated)',
  tags,
  querystring: Type.Object({
    type: Type.String({ minLength: 1, maxLength: 100 }),
    paginate: Type.Optional(Type.Boolean()),
    page: Type.Optional(Type.Integer({ minimum: 0 })),
    categories: Type.Optional(Type.String({ maxLength: 1000 })),
    minMemberCount: Type.Optional(Type.Integer({ minimum: 0 })),
    maxMemberCount: Type.Optional(Type.Integer({ minimum: 0 })),
    leader: Type.Optional(Type.Boolean()),
    member: Type.Optional(Type.Boolean()),
    search: Type.Optional(Type.String({ maxLength: 200 })),
  }),
  response: { 200: successEnvelope(Type.Array(GroupSchema)) },
};

export const getGroupSchema = {
  summary: 'One group: `party` is your party, `habitrpg` the Tavern; its newest chat included',
  tags,
  params: GroupParam,
  response: { 200: successEnvelope(GroupSchema) },
};

export const createGroupSchema = {
  summary: 'Create a party (private only) or a guild (costs 4 gems, which become its bank)',
  tags,
  body: Type.Object({
    name: Name,
    type: Type.Union([Type.Literal('party'), Type.Literal('guild')]),
    privacy: Type.Optional(Type.Union([Type.Literal('private'), Type.Literal('public')])),
    summary: Type.Optional(Summary),
    description: Type.Optional(Type.String({ maxLength: 10_000 })),
    categories: Type.Optional(Categories),
  }),
  response: { 201: successEnvelope(GroupSchema) },
};

export const updateGroupSchema = {
  summary:
    'Edit a group (its leader): name, summary, description, leader message, logo, categories, ' +
    'who creates challenges (`leaderOnly.challenges`), leader',
  tags,
  params: GroupParam,
  body: Type.Object({
    name: Type.Optional(Name),
    summary: Type.Optional(Summary),
    description: Type.Optional(Type.String({ maxLength: 10_000 })),
    leaderMessage: Type.Optional(Type.String({ maxLength: 3000 })),
    logo: Type.Optional(Type.String({ maxLength: 2000 })),
    leader: Type.Optional(Type.String({ format: 'uuid' })),
    categories: Type.Optional(Categories),
    leaderOnly: Type.Optional(Type.Object({ challenges: Type.Optional(Type.Boolean()) })),
    /** Moderators only; ignored from anyone else. */
    bannedWordsAllowed: Type.Optional(Type.Boolean()),
  }),
  response: { 200: successEnvelope(GroupSchema) },
};

export const joinGroupSchema = {
  summary: 'Join a group you are invited to (a party) or a public guild',
  tags,
  params: GroupParam,
  response: { 200: successEnvelope(GroupSchema) },
};

export const rejectInviteSchema = {
  summary: 'Turn down an invitation to the group',
  tags,
  params: GroupParam,
  response: { 200: successEnvelope(Empty) },
};

// The body ({keepChallenges}: leave-challenges, the default, or remain-in-challenges) is optional
// and read loosely.
export const leaveGroupSchema = {
  summary: 'Leave the group (keep or remove its tasks; stay in or leave its challenges)',
  tags,
  params: GroupParam,
  querystring: Type.Object({
    keep: Type.Optional(Type.Union([Type.Literal('keep-all'), Type.Literal('remove-all')])),
  }),
  response: { 200: successEnvelope(Empty) },
};

export const removeMemberSchema = {
  summary: 'Remove a member, or rescind an invitation (the leader)',
  tags,
  params: MemberParam,
  querystring: Type.Object({ message: Type.Optional(Type.String({ maxLength: 3000 })) }),
  response: { 200: successEnvelope(Empty) },
};

export const inviteSchema = {
  summary: 'Invite players by user id, username or e-mail',
  tags,
  params: GroupParam,
  body: Type.Object({
    uuids: Type.Optional(Type.Unknown()),
    emails: Type.Optional(Type.Unknown()),
    usernames: Type.Optional(Type.Unknown()),
  }),
  response: { 200: successEnvelope(Type.Array(Type.Unknown())) },
};

export const managerSchema = {
  summary: 'Name or remove a manager (the leader)',
  tags,
  params: GroupParam,
  body: Type.Object({ managerId: Type.Optional(Type.String({ maxLength: 64 })) }),
  response: { 200: successEnvelope(GroupSchema) },
};

export const membersSchema = {
  summary: "The group's members by id, 30 at a time after `lastId`",
  tags,
  params: GroupParam,
  querystring: Type.Object({
    lastId: Type.Optional(Type.String({ format: 'uuid' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
    includeAllPublicFields: Type.Optional(Type.Boolean()),
    search: Type.Optional(Type.String({ maxLength: 100 })),
  }),
  response: { 200: successEnvelope(Type.Array(MemberSchema)) },
};

export const invitesSchema = {
  summary: 'The players invited to the group, 30 at a time after `lastId`',
  tags,
  params: GroupParam,
  querystring: Type.Object({
    lastId: Type.Optional(Type.String({ format: 'uuid' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
  }),
  response: { 200: successEnvelope(Type.Array(MemberSchema)) },
};

export const questSchema = {
  summary: 'A party quest call; answers the party quest',
  tags: ['quests'],
  params: GroupParam,
  response: { 200: successEnvelope(GroupQuestSchema) },
};

export const questInviteSchema = {
  ...questSchema,
  summary: 'Invite the party to a quest whose scroll you own',
  params: Type.Object({
    groupId: Type.String({ minLength: 1, maxLength: 64 }),
    questKey: Type.String({ minLength: 1, maxLength: 100 }),
  }),
};

export const lookingForPartySchema = {
  summary: 'Players looking for a party (for party leaders), 30 a page',
  tags,
  querystring: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 0 })) }),
  response: { 200: successEnvelope(Type.Array(MemberSchema)) },
};

/** The groups routes. */
export const groupsApi = {
  listGroups: apiRoute('GET', '/groups', listGroupsSchema),
  getGroup: apiRoute('GET', '/groups/:groupId', getGroupSchema),
  createGroup: apiRoute('POST', '/groups', createGroupSchema),
  updateGroup: apiRoute('PUT', '/groups/:groupId', updateGroupSchema),
  joinGroup: apiRoute('POST', '/groups/:groupId/join', joinGroupSchema),
  rejectInvite: apiRoute('POST', '/groups/:groupId/reject-invite', rejectInviteSchema),
  leaveGroup: apiRoute('POST', '/groups/:groupId/leave', leaveGroupSchema),
  removeMember: apiRoute('POST', '/groups/:groupId/removeMember/:memberId', removeMemberSchema),
  invite: apiRoute('POST', '/groups/:groupId/invite', inviteSchema),
  members: apiRoute('GET', '/groups/:groupId/members', membersSchema),
  invites: apiRoute('GET', '/groups/:groupId/invites', invitesSchema),
  lookingForParty: apiRoute('GET', '/looking-for-party', lookingForPartySchema),
  questInvite: apiRoute('POST', '/groups/:groupId/quests/invite/:questKey', questInviteSchema),
  questAccept: apiRoute('POST', '/groups/:groupId/quests/accept', questSchema),
  questReject: apiRoute('POST', '/groups/:groupId/quests/reject', questSchema),
  questForceStart: apiRoute('POST', '/groups/:groupId/quests/force-start', questSchema),
  questCancel: apiRoute('POST', '/groups/:groupId/quests/cancel', questSchema),
  questAbort: apiRoute('POST', '/groups/:groupId/quests/abort', questSchema),
  questLeave: apiRoute('POST', '/groups/:groupId/quests/leave', questSchema),
  addManager: apiRoute('POST', '/groups/:groupId/add-manager', managerSchema),
  removeManager: apiRoute('POST', '/groups/:groupId/remove-manager', managerSchema),
};
