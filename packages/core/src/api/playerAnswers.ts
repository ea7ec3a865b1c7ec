// The answers of the shop, inventory and class calls: each the parts of the user the rule changed,
// in the user object's own shapes, so a client lays them over its copy of the user.
import { Type, type Static } from 'typebox';
import { ItemsSchema } from './itemsSchema.ts';
import { AnyRecord, openObject, recordOf } from './schemaParts.ts';
import { StatsSchema } from './statsSchema.ts';
import { TaskSchema } from './taskSchema.ts';
import { UserSchema } from './userSchema.ts';
import {
  AchievementsSchema,
  FlagsSchema,
  PinnedItemSchema,
  PreferencesSchema,
  PurchasedSchema,
} from './userPartsSchema.ts';

/** A class choice, change or opt-out. */
export const ClassAnswerSchema = Type.Object({
  preferences: PreferencesSchema,
  flags: FlagsSchema,
  items: ItemsSchema,
  stats: StatsSchema,
});
export type ApiClassAnswer = Static<typeof ClassAnswerSchema>;

/** A skill cast: the caster (the whole user) and whatever it acted on. */
export const CastAnswerSchema = Type.Object({
  user: UserSchema,
  task: Type.Optional(TaskSchema),
  tasks: Type.Optional(Type.Array(TaskSchema)),
  // Each member's stats (the server's spell caster still hands them over untyped).
  partyMembers: Type.Optional(Type.Array(Type.Object({ id: Type.String(), stats: AnyRecord }))),
});

export const ReadCardAnswerSchema = Type.Object({
  specialItems: AnyRecord,
  cardReceived: Type.Boolean(),
});

/** Selling: the gold and what is left. */
export const SellAnswerSchema = Type.Object({ stats: StatsSchema, items: ItemsSchema });

/** Releasing pets or mounts. */
export const ReleaseAnswerSchema = Type.Object({
  balance: Type.Number(),
  items: ItemsSchema,
  achievements: AchievementsSchema,
});

/** The fortify potion: the player's wallet and health, and the tasks it reset. */
export const FortifyAnswerSchema = Type.Object({
  user: Type.Object({ balance: Type.Number(), stats: StatsSchema }),
  tasks: Type.Array(TaskSchema),
});

export const TogglePinAnswerSchema = Type.Object({
  pinnedItems: Type.Array(PinnedItemSchema),
  unpinnedItems: Type.Array(PinnedItemSchema),
  isPinned: Type.Boolean(),
});

export const ArmoireDropSchema = Type.Object({
  type: Type.Enum(['gear', 'food', 'experience']),
  dropKey: Type.Union([Type.String(), Type.Number()]),
  dropText: Type.String(),
  emptied: Type.Optional(Type.Boolean()),
});

export const ArmoireAnswerSchema = Type.Object({
  items: ItemsSchema,
  flags: FlagsSchema,
  armoire: ArmoireDropSchema,
});

export const ItemsAndStatsSchema = Type.Object({ items: ItemsSchema, stats: StatsSchema });

/** Bought with gems. */
export const GemPurchaseAnswerSchema = Type.Object({
  items: ItemsSchema,
  stats: StatsSchema,
  balance: Type.Number(),
  purchased: PurchasedSchema,
});

/** Bought with Mystic Hourglasses. */
export const HourglassAnswerSchema = Type.Object({
  items: ItemsSchema,
  purchased: PurchasedSchema,
});

/** Unlocked customisations, backgrounds or animal gear. */
export const UnlockAnswerSchema = Type.Object({
  purchased: PurchasedSchema,
  preferences: PreferencesSchema,
  items: ItemsSchema,
  balance: Type.Number(),
});

/** Quest scrolls owned, by quest key (`items.quests`): the gold quest purchase's answer. */
export const QuestScrollsSchema = recordOf(Type.Number());

/**
 * POST /user/buy/:key answers as the specific call would. Every branch is open, so whichever the
 * serialiser picks, no field is dropped.
 */
export const BuyAnswerSchema = Type.Union([
  ArmoireAnswerSchema,
  GemPurchaseAnswerSchema,
  ItemsAndStatsSchema,
  Type.Object({ items: ItemsSchema }),
  StatsSchema,
  ItemsSchema,
  QuestScrollsSchema,
]);

/** Any part of the player a shop, inventory or class call answers. */
export const PlayerPartsSchema = openObject({
  items: Type.Optional(ItemsSchema),
  stats: Type.Optional(StatsSchema),
  balance: Type.Optional(Type.Number()),
  purchased: Type.Optional(PurchasedSchema),
  preferences: Type.Optional(PreferencesSchema),
  achievements: Type.Optional(AchievementsSchema),
  flags: Type.Optional(FlagsSchema),
  pinnedItems: Type.Optional(Type.Array(PinnedItemSchema)),
  unpinnedItems: Type.Optional(Type.Array(PinnedItemSchema)),
});
export type ApiPlayerParts = Static<typeof PlayerPartsSchema>;

export type ApiCastAnswer = Static<typeof CastAnswerSchema>;
export type ApiSellAnswer = Static<typeof SellAnswerSchema>;
export type ApiReleaseAnswer = Static<typeof ReleaseAnswerSchema>;
export type ApiFortifyAnswer = Static<typeof FortifyAnswerSchema>;
export type ApiTogglePinAnswer = Static<typeof TogglePinAnswerSchema>;
export type ApiArmoireAnswer = Static<typeof ArmoireAnswerSchema>;
export type ApiItemsAndStats = Static<typeof ItemsAndStatsSchema>;
export type ApiGemPurchaseAnswer = Static<typeof GemPurchaseAnswerSchema>;
export type ApiHourglassAnswer = Static<typeof HourglassAnswerSchema>;
export type ApiUnlockAnswer = Static<typeof UnlockAnswerSchema>;
export type ApiQuestScrolls = Static<typeof QuestScrollsSchema>;
