// What a reader sees of a group chat message: moderators see everything with its flags; others
// never see who flagged nor the count, and do not see a message at 2 flags or more unless they
// wrote it.
import { CHAT_FLAG_LIMIT_FOR_HIDING } from './constants.ts';

export interface ChatReader {
  id: string;
  isModerator: boolean;
}

export function isHiddenFrom(
  message: { authorId: string | null; flagCount: number },
  reader: ChatReader,
): boolean {
  if (reader.isModerator || message.authorId === reader.id) return false;
  return message.flagCount >= CHAT_FLAG_LIMIT_FOR_HIDING;
}

/** Whether a new message notifies the group: not once it is hidden. */
export function isNotifiable(flagCount: number): boolean {
  return flagCount < CHAT_FLAG_LIMIT_FOR_HIDING;
}
