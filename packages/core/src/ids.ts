// Ids: every player, group, task, challenge and message id is a UUID.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID (any case): what a route checks before looking an id up. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
