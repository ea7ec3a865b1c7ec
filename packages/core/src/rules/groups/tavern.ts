// The Tavern: the public group every player can read and post to. Its id is fixed, and the
// original's clients also name it by the alias `habitrpg`; both reach the same group.

export const TAVERN_ID = '00000000-0000-4000-a000-000000000000';
export const TAVERN_ALIAS = 'habitrpg';

/** Whether a group id (or a route's `:groupId`) names the Tavern. */
export function isTavernId(groupId: string): boolean {
  return groupId === TAVERN_ALIAS || groupId.toLowerCase() === TAVERN_ID;
}
