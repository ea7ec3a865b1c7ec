// A player's items as the API sends them: counts by key, owned and worn gear.
import { Type, type Static } from 'typebox';
import { AnyRecord, openObject, recordOf } from './schemaParts.ts';

const Counts = recordOf(Type.Number());

export const GearSchema = openObject({
  owned: Type.Optional(recordOf(Type.Boolean())),
  equipped: Type.Optional(recordOf(Type.String())),
  costume: Type.Optional(recordOf(Type.String())),
});

export const ItemsSchema = openObject({
  gear: Type.Optional(GearSchema),
  /** Counts of special items, and beside them the senders of cards received (`greetingReceived`). */
  special: Type.Optional(AnyRecord),
  pets: Type.Optional(Counts),
  /** true, or null once released: read as "ever owned". */
  mounts: Type.Optional(AnyRecord),
  eggs: Type.Optional(Counts),
  hatchingPotions: Type.Optional(Counts),
  food: Type.Optional(Counts),
  quests: Type.Optional(Counts),
  lastDrop: Type.Optional(openObject({ count: Type.Number(), date: Type.String() })),
  currentPet: Type.Optional(Type.String()),
  currentMount: Type.Optional(Type.String()),
});
export type ApiItems = Static<typeof ItemsSchema>;
