// A write that rides on a player's change statement as a data-modifying WITH clause (see
// bumpStatement.ts): it may join `bumped` so it lands only with the player's write.
export interface DeferredWrite {
  sql: string;
  params: readonly unknown[];
}
