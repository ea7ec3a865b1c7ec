// Schemas of the staff calls. Each needs a staff permission (401 noPrivAccess without it,
// fullAccess passes all).
import { GroupSchema, successEnvelope } from '../schemas.ts';
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';
import type { FoundUser, PaymentDetails, UserHistory } from './staffAnswers.ts';

const tags = ['admin'];
const AnyMap = Type.Record(Type.String(), Type.Unknown());
const Identifier = Type.Object({ userIdentifier: Type.String({ minLength: 1, maxLength: 254 }) });

export const searchSchema = {
  summary: 'Find players by user id, e-mail address or the start of a username (userSupport)',
  tags,
  params: Identifier,
  response: { 200: successEnvelope(Type.Array(Type.Unsafe<FoundUser>(AnyMap))) },
};

export const historySchema = {
  summary:
    "A player's history: armoire openings, quest invitation answers and day boundaries (newest " +
    'first, USER_HISTORY_LENGTH each), the audit trail and the gem ledger (userSupport; 404 ' +
    'userWithIDNotFound)',
  tags,
  params: Identifier,
  response: { 200: successEnvelope(Type.Unsafe<UserHistory>(AnyMap)) },
};

export const paymentDetailsSchema = {
  summary: "A player's subscription plan as stored (userSupport; no payment provider is asked)",
  tags,
  params: Identifier,
  response: { 200: successEnvelope(Type.Unsafe<PaymentDetails>(AnyMap)) },
};

const GroupParams = Type.Object({ groupId: Type.String({ maxLength: 64 }) });

export const getGroupSchema = {
  summary: 'Any group, private ones included (groupSupport)',
  tags,
  params: GroupParams,
  response: { 200: successEnvelope(GroupSchema) },
};

export const updateGroupSchema = {
  summary:
    'Edit any group (groupSupport): name, summary, description, leader message, logo, leader ' +
    '(a member), banned words, chat length, leader-only rules, guild categories, bank balance',
  tags,
  params: GroupParams,
  body: Type.Object({
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    summary: Type.Optional(Type.String({ maxLength: 250 })),
    description: Type.Optional(Type.String({ maxLength: 10_000 })),
    leaderMessage: Type.Optional(Type.String({ maxLength: 10_000 })),
    logo: Type.Optional(Type.String({ maxLength: 2_000 })),
    leader: Type.Optional(Type.String({ format: 'uuid' })),
    bannedWordsAllowed: Type.Optional(Type.Boolean()),
    chatLimitCount: Type.Optional(
      Type.Union([Type.Integer({ minimum: 200, maximum: 10_000 }), Type.Null()]),
    ),
    leaderOnly: Type.Optional(
      Type.Object({
        challenges: Type.Optional(Type.Boolean()),
        getGems: Type.Optional(Type.Boolean()),
      }),
    ),
    categories: Type.Optional(
      Type.Array(Type.Object({ slug: Type.String({ maxLength: 100 }) }), { maxItems: 20 }),
    ),
    /** Balance units (4 gems each), as the group shows it. */
    balance: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
  }),
  response: { 200: successEnvelope(GroupSchema) },
};

const BlockerFields = {
  type: Type.Union([Type.Literal('ipaddress'), Type.Literal('email'), Type.Literal('client')]),
  area: Type.Union([Type.Literal('full'), Type.Literal('payments')]),
  value: Type.String({ minLength: 1, maxLength: 500 }),
  reason: Type.Union([Type.String({ maxLength: 2_000 }), Type.Null()]),
  blockSource: Type.Union([
    Type.Literal('administrator'),
    Type.Literal('system'),
    Type.Literal('worker'),
  ]),
  disabled: Type.Boolean(),
};

const BlockerSchema = Type.Object({
  _id: Type.String(),
  id: Type.String(),
  type: BlockerFields.type,
  area: BlockerFields.area,
  value: Type.String(),
  reason: Type.Optional(Type.String()),
  blockSource: Type.String(),
  disabled: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const listBlockersSchema = {
  summary: 'The enabled blockers (accessControl)',
  tags,
  response: { 200: successEnvelope(Type.Array(BlockerSchema)) },
};

export const createBlockerSchema = {
  summary: 'Block an IP address, an e-mail address or an x-client value (accessControl)',
  tags,
  body: Type.Object({
    type: BlockerFields.type,
    value: BlockerFields.value,
    area: Type.Optional(BlockerFields.area),
    reason: Type.Optional(BlockerFields.reason),
    blockSource: Type.Optional(BlockerFields.blockSource),
  }),
  response: { 200: successEnvelope(BlockerSchema) },
};

const BlockerParams = Type.Object({ blockerId: Type.String({ maxLength: 64 }) });

export const updateBlockerSchema = {
  summary: 'Change a blocker (accessControl; 404 blockerNotFound)',
  tags,
  params: BlockerParams,
  body: Type.Partial(Type.Object(BlockerFields)),
  response: { 200: successEnvelope(BlockerSchema) },
};

export const deleteBlockerSchema = {
  summary: 'Lift a blocker: it is disabled, kept for the record (accessControl)',
  tags,
  params: BlockerParams,
  response: { 200: successEnvelope(BlockerSchema) },
};

/** The admin routes. */
export const adminApi = {
  search: apiRoute('GET', '/admin/search/:userIdentifier', searchSchema),
  history: apiRoute('GET', '/admin/user/:userIdentifier/history', historySchema),
  paymentDetails: apiRoute(
    'GET',
    '/admin/user/:userIdentifier/subscription-payment-details',
    paymentDetailsSchema,
  ),
  getGroup: apiRoute('GET', '/admin/groups/:groupId', getGroupSchema),
  updateGroup: apiRoute('PUT', '/admin/groups/:groupId', updateGroupSchema),
  listBlockers: apiRoute('GET', '/admin/blockers', listBlockersSchema),
  createBlocker: apiRoute('POST', '/admin/blockers', createBlockerSchema),
  updateBlocker: apiRoute('PUT', '/admin/blockers/:blockerId', updateBlockerSchema),
  deleteBlocker: apiRoute('DELETE', '/admin/blockers/:blockerId', deleteBlockerSchema),
};
