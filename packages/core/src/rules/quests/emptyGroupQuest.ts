// The reset ("clean") group quest (social.md §1.1).
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
