// Item keys come from URLs. A plain object answers `constructor`, `__proto__` or `toString` with
// what it inherits, so looking a key up with `record[key]` would find an item nobody owns and no
// catalogue lists. Every lookup by a key from outside goes through `ownValue`.

/** `record[key]` when the record itself holds `key`; never an inherited property. */
export function ownValue<T>(
  record: Readonly<Record<string, T>> | Readonly<Partial<Record<string, T>>> | undefined,
  key: string,
): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** A catalogue indexed by key with no prototype: even a direct `byKey[key]` finds only items. */
export function recordByKey<T extends { key: string }>(
  items: readonly T[],
): Readonly<Record<string, T>> {
  const record: Record<string, T> = Object.create(null) as Record<string, T>;
  for (const item of items) record[item.key] = item;
  return record;
}
