// The user object of GET /user, PUT /user and registration (built by presentUser). Never the
// password hash or an API token. `userFields` narrows GET /user to a few paths, so the route's
// schema (UserAnswerSchema) requires only the parts always sent; UserSchema is the whole answer.
import { Type, type Static } from 'typebox';
import { NotificationSchema } from './envelope.ts';
import { ItemsSchema } from './itemsSchema.ts';
import { openObject, optionalProperties } from './schemaParts.ts';
import { UserStatsSchema } from './statsSchema.ts';
import { TagSchema } from './taskSchema.ts';
import {
  AchievementsSchema,
  AuthSchema,
  FlagsSchema,
  HistorySchema,
  PartySchema,
  PermissionsSchema,
  PinnedItemSchema,
  PreferencesSchema,
  ProfileSchema,
  PurchasedSchema,
  TasksOrderSchema,
} from './userPartsSchema.ts';

/** Sent whatever `userFields` asks for. */
const alwaysSent = {
  _id: Type.String(),
  id: Type.String(),
  _v: Type.Integer(),
  notifications: Type.Array(NotificationSchema),
  preferences: PreferencesSchema,
  auth: AuthSchema,
  flags: FlagsSchema,
  permissions: PermissionsSchema,
};

export const ALWAYS_SENT_USER_FIELDS = Object.keys(alwaysSent) as (keyof typeof alwaysSent)[];

const Unknowns = Type.Array(Type.Unknown());

const narrowable = {
  profile: ProfileSchema,
  stats: UserStatsSchema,
  items: ItemsSchema,
  achievements: AchievementsSchema,
  /** Gems divided by 4. */
  balance: Type.Number(),
  /** The Hall's records: `{level, text, contributions, …}`, `{tier, npc, …}`. */
  contributor: openObject({}),
  backer: openObject({}),
  purchased: PurchasedSchema,
  party: PartySchema,
  inbox: openObject({
    newMessages: Type.Optional(Type.Number()),
    optOut: Type.Optional(Type.Boolean()),
    blocks: Type.Optional(Type.Array(Type.String())),
  }),
  invitations: openObject({}),
  /** Group chats with unread messages, by group id: `{ name, value }`. */
  newMessages: openObject({}),
  guilds: Unknowns,
  challenges: Unknowns,
  tags: Type.Array(TagSchema),
  tasksOrder: TasksOrderSchema,
  lastCron: Type.String(),
  loginIncentives: Type.Number(),
  history: HistorySchema,
  pinnedItems: Type.Array(PinnedItemSchema),
  unpinnedItems: Type.Array(PinnedItemSchema),
  webhooks: Unknowns,
  /** The day boundary has passed since the last cron. */
  needsCron: Type.Boolean(),
};

/** The whole user: GET /user without `userFields`, PUT /user, registration. */
export const UserSchema = Type.Object({ ...alwaysSent, ...narrowable });
export type ApiUser = Static<typeof UserSchema>;

/**
 * GET /user as the route answers it: with `userFields` only the parts asked for come, and a part
 * may come cut to the paths asked (`stats.hp`), so nothing below the parts always sent is required.
 */
export const UserAnswerSchema = Type.Object({
  ...alwaysSent,
  ...optionalProperties({
    ...narrowable,
    stats: openObject(optionalProperties(UserStatsSchema.properties)),
  }),
});
export type ApiUserAnswer = Static<typeof UserAnswerSchema>;
