// Which of the columns a change hands back differ from the row it read: only those are written,
// so a score rewrites `stats`, never the large `items` or `achievements` it left alone.

/** The entries of `columns` whose value differs from `row`'s (deeply, for JSON values). */
export function changedColumns(
  row: object,
  columns: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const stored = row as Readonly<Record<string, unknown>>;
  const changed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(columns)) {
    if (!Object.hasOwn(stored, name) || !sameValue(stored[name], asStored(stored[name], value))) {
      changed[name] = value;
    }
  }
  return changed;
}

/** A value handed over as JSON text (arrays for jsonb columns) compares as what it encodes. */
function asStored(stored: unknown, value: unknown): unknown {
  if (typeof value === 'string' && stored !== null && typeof stored === 'object') {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

/** Deep equality of JSON-like values and dates; key order does not matter (jsonb reorders). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => sameValue(item, other[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left).filter((key) => left[key] !== undefined);
  const otherKeys = Object.keys(right).filter((key) => right[key] !== undefined);
  return (
    keys.length === otherKeys.length &&
    keys.every((key) => Object.hasOwn(right, key) && sameValue(left[key], right[key]))
  );
}
