// Small helpers the content presenters share: the original keys every family as an object of
// items by key, and leaves absent fields out rather than sending them as null.

/** The items as an object keyed by `keyOf`, in the order given. */
export function keyedBy<T>(items: Iterable<T>, keyOf: (item: T) => string): Record<string, T> {
  const keyed: Record<string, T> = {};
  for (const item of items) keyed[keyOf(item)] = item;
  return keyed;
}

/** `{ [name]: value }` when the value is present, `{}` otherwise: for optional fields. */
export function present<K extends string, V>(
  name: K,
  value: V | undefined | null | false,
): Partial<Record<K, V>> {
  return value === undefined || value === null || value === false
    ? {}
    : ({ [name]: value } as Record<K, V>);
}
