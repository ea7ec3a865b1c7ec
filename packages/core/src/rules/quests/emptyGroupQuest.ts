// The reset ("clean") group quest: no key, no owner, not active, no members, no progress.
import type { GroupQuest } from './types.ts';

export function emptyGroupQuest(): GroupQuest {
  return {
    key: null,
    active: false,
    leader: null,
    members: {},
    progress: { collect: {} },
    extra: {},
  };
}
