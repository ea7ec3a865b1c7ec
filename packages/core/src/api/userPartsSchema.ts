// The parts of the user object other than stats and items: each an open object whose fields the
// clients and the rules read are typed.
import { Type, type Static } from 'typebox';
import { openObject, recordOf } from './schemaParts.ts';

const Flags = recordOf(Type.Boolean());
const Counts = recordOf(Type.Number());
const NullableString = Type.Union([Type.String(), Type.Null()]);

export const FlagsSchema = openObject({
  showTour: Type.Optional(Type.Boolean()),
  tour: Type.Optional(Counts),
  tutorial: Type.Optional(openObject({ common: Type.Optional(Flags) })),
  customizationsNotification: Type.Optional(Type.Boolean()),
  classSelected: Type.Optional(Type.Boolean()),
  itemsEnabled: Type.Optional(Type.Boolean()),
  armoireEnabled: Type.Optional(Type.Boolean()),
  armoireOpened: Type.Optional(Type.Boolean()),
  armoireEmpty: Type.Optional(Type.Boolean()),
  rebirthEnabled: Type.Optional(Type.Boolean()),
  lastFreeRebirth: Type.Optional(Type.String()),
  levelDrops: Type.Optional(Flags),
  onboardingComplete: Type.Optional(Type.Boolean()),
  cardReceived: Type.Optional(Type.Boolean()),
  cronCount: Type.Optional(Type.Number()),
  welcomed: Type.Optional(Type.Boolean()),
  communityGuidelinesAccepted: Type.Optional(Type.Boolean()),
  warnedLowHealth: Type.Optional(Type.Boolean()),
  newStuff: Type.Optional(Type.Boolean()),
  verifiedUsername: Type.Optional(Type.Boolean()),
});
export type ApiFlags = Static<typeof FlagsSchema>;

export const PreferencesSchema = openObject({
  language: Type.Optional(Type.String()),
  /** The hour (0–23) the player's day starts at. */
  dayStart: Type.Optional(Type.Number()),
  /** Legacy sign: minutes as `Date#getTimezoneOffset()` gives them, so UTC+2 is -120. */
  timezoneOffset: Type.Optional(Type.Number()),
  timezoneOffsetAtLastCron: Type.Optional(Type.Number()),
  /** Ours (issue 30): an IANA zone name; with one, `timezoneOffset` is derived from it. */
  timezone: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** Ours (issue 30): planned vacations, inclusive game dates 'YYYY-MM-DD', by start. */
  vacations: Type.Optional(
    Type.Array(Type.Object({ id: Type.String(), start: Type.String(), end: Type.String() })),
  ),
  /** Resting in the inn: no damage at the day boundary. */
  sleep: Type.Optional(Type.Boolean()),
  disableClasses: Type.Optional(Type.Boolean()),
  automaticAllocation: Type.Optional(Type.Boolean()),
  allocationMode: Type.Optional(Type.String()),
  emailNotifications: Type.Optional(Flags),
  pushNotifications: Type.Optional(Flags),
});
export type ApiPreferences = Static<typeof PreferencesSchema>;

export const AchievementsSchema = openObject({
  ultimateGearSets: Type.Optional(Flags),
  quests: Type.Optional(Counts),
  challenges: Type.Optional(Type.Array(Type.String())),
  streak: Type.Optional(Type.Number()),
  perfect: Type.Optional(Type.Number()),
});

export const PlanSchema = openObject({
  planId: Type.Optional(NullableString),
  customerId: Type.Optional(NullableString),
  dateTerminated: Type.Optional(NullableString),
  gemsBought: Type.Optional(Type.Number()),
  mysteryItems: Type.Optional(Type.Array(Type.String())),
  consecutive: Type.Optional(
    openObject({
      count: Type.Optional(Type.Number()),
      offset: Type.Optional(Type.Number()),
      trinkets: Type.Optional(Type.Number()),
      gemCapExtra: Type.Optional(Type.Number()),
    }),
  ),
});

export const PurchasedSchema = openObject({
  plan: Type.Optional(PlanSchema),
  background: Type.Optional(Flags),
  hair: Type.Optional(recordOf(Flags)),
  skin: Type.Optional(Flags),
  shirt: Type.Optional(Flags),
  txnCount: Type.Optional(Type.Number()),
});

export const PartySchema = openObject({
  quest: Type.Optional(
    openObject({
      key: Type.Optional(NullableString),
      progress: Type.Optional(
        openObject({
          up: Type.Optional(Type.Number()),
          down: Type.Optional(Type.Number()),
          collectedItems: Type.Optional(Type.Number()),
        }),
      ),
    }),
  ),
});

/** A shop item pinned to the rewards column: its catalogue path and shop kind. */
export const PinnedItemSchema = Type.Object({ path: Type.String(), type: Type.String() });
export type ApiPinnedItem = Static<typeof PinnedItemSchema>;

export const AuthSchema = openObject({
  local: Type.Optional(
    openObject({
      username: Type.Optional(Type.String()),
      lowerCaseUsername: Type.Optional(Type.String()),
      email: Type.Optional(Type.String()),
      has_password: Type.Optional(Type.Boolean()),
    }),
  ),
  timestamps: Type.Optional(
    openObject({
      created: Type.Optional(Type.String()),
      loggedin: Type.Optional(Type.String()),
      updated: Type.Optional(Type.String()),
    }),
  ),
});

export const ProfileSchema = openObject({
  name: Type.Optional(Type.String()),
  blurb: Type.Optional(Type.String()),
  imageUrl: Type.Optional(Type.String()),
});

const HistoryPoints = Type.Array(openObject({ date: Type.Number(), value: Type.Number() }));
export const HistorySchema = openObject({
  exp: Type.Optional(HistoryPoints),
  todos: Type.Optional(HistoryPoints),
});

/** Staff permissions: absent means not granted. */
export const PermissionsSchema = openObject({
  fullAccess: Type.Optional(Type.Boolean()),
  challengeAdmin: Type.Optional(Type.Boolean()),
  userSupport: Type.Optional(Type.Boolean()),
  accessControl: Type.Optional(Type.Boolean()),
  groupSupport: Type.Optional(Type.Boolean()),
  groupsSupport: Type.Optional(Type.Boolean()),
  /** Moderates chat and profiles. */
  moderator: Type.Optional(Type.Boolean()),
  /** Writes the news. */
  news: Type.Optional(Type.Boolean()),
});

export const TasksOrderSchema = openObject({
  habits: Type.Optional(Type.Array(Type.String())),
  dailys: Type.Optional(Type.Array(Type.String())),
  todos: Type.Optional(Type.Array(Type.String())),
  rewards: Type.Optional(Type.Array(Type.String())),
});
