// Groups, their quest, chat and members in the original's shapes: the party screens of the web and
// the original's clients read these.
import { Type, type Static } from 'typebox';
import { AnyRecord, openObject, recordOf } from './schemaParts.ts';

export const GroupQuestSchema = openObject({
  key: Type.Union([Type.String(), Type.Null()]),
  active: Type.Boolean(),
  /** The quest owner (who owns the scroll), not the party's leader. */
  leader: Type.Union([Type.String(), Type.Null()]),
  /** Member id → accepted (true), rejected (false) or undecided (null). */
  members: recordOf(Type.Union([Type.Boolean(), Type.Null()])),
  progress: openObject({
    hp: Type.Optional(Type.Number()),
    rage: Type.Optional(Type.Number()),
    collect: recordOf(Type.Number()),
  }),
  extra: AnyRecord,
});

export const ChatMessageSchema = openObject({
  id: Type.String(),
  text: Type.String(),
  /** System messages: `{type, …params}`; `{}` for players' messages. */
  info: AnyRecord,
  /** The author's id, or 'system'. */
  uuid: Type.String(),
  user: Type.Optional(Type.String()),
  /** Milliseconds since the epoch. */
  timestamp: Type.Number(),
  likes: AnyRecord,
  flagCount: Type.Number(),
});

export const GroupSchema = openObject({
  _id: Type.String(),
  id: Type.String(),
  name: Type.String(),
  type: Type.String(),
  privacy: Type.String(),
  summary: Type.String(),
  description: Type.String(),
  leader: Type.Union([
    openObject({
      _id: Type.String(),
      id: Type.String(),
      profile: openObject({ name: Type.String() }),
    }),
    Type.Null(),
  ]),
  memberCount: Type.Integer(),
  balance: Type.Number(),
  managers: recordOf(Type.Boolean()),
  quest: GroupQuestSchema,
  chat: Type.Optional(Type.Array(ChatMessageSchema)),
});

/** A member as listings show them; `includeAllPublicFields` adds the public profile. */
export const MemberSchema = openObject({
  _id: Type.String(),
  id: Type.String(),
  profile: openObject({ name: Type.String() }),
});

export type ApiGroupQuest = Static<typeof GroupQuestSchema>;
export type ApiChatMessage = Static<typeof ChatMessageSchema>;
export type ApiGroup = Static<typeof GroupSchema>;
export type ApiMember = Static<typeof MemberSchema>;
