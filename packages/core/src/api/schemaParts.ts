// Building blocks of the API's response schemas. An open object keeps the fields the schema does
// not name: Fastify's serialiser drops unnamed fields unless `additionalProperties` is true, and
// the game state the server stores (items, preferences, flags…) grows with every feature.
import { Type, type TOptional, type TProperties, type TSchema } from 'typebox';

/** An object whose named fields are typed and whose other fields pass through unchanged. */
export function openObject<T extends TProperties>(properties: T) {
  return Type.Object(properties, { additionalProperties: true });
}

/** The same properties, each optional (Type.Partial would drop `additionalProperties`). */
export function optionalProperties<T extends TProperties>(
  properties: T,
): { [K in keyof T]: TOptional<T[K]> } {
  const optional: Record<string, TSchema> = {};
  for (const [key, schema] of Object.entries(properties)) optional[key] = Type.Optional(schema);
  return optional as { [K in keyof T]: TOptional<T[K]> };
}

/** A map of keys to values of one schema (owned gear, egg counts, tour steps…). */
export const recordOf = <T extends TSchema>(value: T) => Type.Record(Type.String(), value);

/** A map whose values the clients read without a fixed type (e.g. mounts: true, or null once released). */
export const AnyRecord = recordOf(Type.Unknown());
