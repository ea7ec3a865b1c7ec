// A player's public profile (GET /members/:memberId and by username), as the server's member
// presenter builds it with all public fields: appearance, worn gear, stats with the computed bars,
// achievements, the Hall's records, the party's quest progress, and whether they take private
// messages. Never credentials or private data; the reports on the profile only for a moderator.
import { Type, type Static } from 'typebox';
import { AnyRecord, openObject, recordOf } from './schemaParts.ts';
import { UserStatsSchema } from './statsSchema.ts';
import { AchievementsSchema, ProfileSchema } from './userPartsSchema.ts';

const Wearing = recordOf(Type.String());

export const PublicProfileSchema = openObject({
  _id: Type.String(),
  id: Type.String(),
  /** The profile's own fields; `flags` (the reports on it) only for a moderator. */
  profile: openObject({
    ...ProfileSchema.properties,
    name: Type.String(),
    flags: Type.Optional(AnyRecord),
  }),
  flags: openObject({ verifiedUsername: Type.Boolean(), classSelected: Type.Boolean() }),
  /** The appearance (size, hair, skin, shirt, chair, costume, background), sleeping, classes off. */
  preferences: openObject({
    sleep: Type.Optional(Type.Boolean()),
    disableClasses: Type.Optional(Type.Boolean()),
    costume: Type.Optional(Type.Boolean()),
  }),
  stats: UserStatsSchema,
  items: openObject({
    gear: openObject({ equipped: Wearing, costume: Wearing }),
    currentPet: Type.String(),
    currentMount: Type.String(),
  }),
  achievements: AchievementsSchema,
  /** The Hall's records: the contributor tier shows on profiles. */
  contributor: AnyRecord,
  backer: AnyRecord,
  party: openObject({ quest: openObject({ progress: AnyRecord }) }),
  auth: openObject({
    /** null for a player who signed up through a social login and has no username yet. */
    local: openObject({ username: Type.Union([Type.String(), Type.Null()]) }),
    timestamps: openObject({ created: Type.String(), loggedin: Type.String() }),
  }),
  inbox: openObject({ optOut: Type.Boolean() }),
});
export type ApiPublicProfile = Static<typeof PublicProfileSchema>;
