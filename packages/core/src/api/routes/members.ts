// Schemas of the member calls.
import { PublicProfileSchema, successEnvelope } from '../schemas.ts';
import { INTERACTIONS, MAX_GIFT_MESSAGE_LENGTH } from '../../index.ts';
import { apiRoute } from './apiRoute.ts';
import { PrivateMessageSchema } from './inbox.ts';
import { Type } from 'typebox';

const tags = ['members'];
const Empty = Type.Object({});

export const memberSchema = {
  summary: "A player's public profile",
  tags,
  params: Type.Object({ memberId: Type.String({ maxLength: 64 }) }),
  response: { 200: successEnvelope(PublicProfileSchema) },
};

export const memberByUsernameSchema = {
  summary: "A player's public profile by username (`@` allowed, any case)",
  tags,
  params: Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) }),
  response: { 200: successEnvelope(PublicProfileSchema) },
};

export const sendMessageSchema = {
  summary: 'Send a private message; answers your copy',
  tags,
  body: Type.Object({
    // Blank and missing have their own keys (messageRequired, toUserIDRequired).
    message: Type.Optional(Type.String({ maxLength: 20_000 })),
    toUserId: Type.Optional(Type.String({ maxLength: 64 })),
  }),
  response: {
    200: successEnvelope(Type.Object({ message: PrivateMessageSchema })),
  },
};

export const transferGemsSchema = {
  summary: 'Give gems to another player, with an optional note (≤ 200 characters)',
  tags,
  body: Type.Object({
    toUserId: Type.String({ format: 'uuid' }),
    gemAmount: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }),
    message: Type.Optional(Type.String({ maxLength: MAX_GIFT_MESSAGE_LENGTH })),
  }),
  response: { 200: successEnvelope(Empty) },
};

export const objectionsSchema = {
  summary: `What stands in the way of an interaction (${INTERACTIONS.join(', ')}); empty: none`,
  tags,
  params: Type.Object({
    toUserId: Type.String({ maxLength: 64 }),
    interaction: Type.String({ maxLength: 64 }),
  }),
  response: { 200: successEnvelope(Type.Array(Type.String())) },
};

export const flagMemberSchema = {
  summary: "Report a player's profile to the moderators (once each, unless a moderator)",
  tags,
  // The body ({comment?, source?}) is optional: read loosely and checked by the service.
  params: Type.Object({ memberId: Type.String({ maxLength: 64 }) }),
  response: {
    200: successEnvelope(Type.Object({ flags: Type.Record(Type.String(), Type.Unknown()) })),
  },
};

export const clearMemberFlagsSchema = {
  summary: "Clear every report on a player's profile (moderators)",
  tags,
  params: Type.Object({ memberId: Type.String({ maxLength: 64 }) }),
  response: { 200: successEnvelope(Type.Object({})) },
};

/** The members routes. */
export const membersApi = {
  sendMessage: apiRoute('POST', '/members/send-private-message', sendMessageSchema),
  flagMember: apiRoute('POST', '/members/:memberId/flag', flagMemberSchema),
  clearMemberFlags: apiRoute('POST', '/members/:memberId/clear-flags', clearMemberFlagsSchema),
  transferGems: apiRoute('POST', '/members/transfer-gems', transferGemsSchema),
  objections: apiRoute('GET', '/members/:toUserId/objections/:interaction', objectionsSchema),
  member: apiRoute('GET', '/members/:memberId', memberSchema),
  memberByUsername: apiRoute('GET', '/members/username/:username', memberByUsernameSchema),
};
