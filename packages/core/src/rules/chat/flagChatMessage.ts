// Reporting a group chat message: once per player (a moderator may again); a moderator's flag sets
// the count to 5; an account younger than 3 days is recorded but not counted; anyone else adds one.
import { BadRequest, NotFound } from '../../errors.ts';
import { CHAT_FLAG_FROM_MOD, USER_AGE_FOR_FLAGGING_MS } from './constants.ts';

export interface FlaggedMessage {
  /** null for a system message. */
  authorId: string | null;
  flags: Readonly<Record<string, boolean>>;
  flagCount: number;
}

export interface Flagger {
  id: string;
  isModerator: boolean;
  createdAt: Date;
}

export function flagChatMessage(
  message: FlaggedMessage,
  flagger: Flagger,
  now: Date,
): Pick<FlaggedMessage, 'flags' | 'flagCount'> {
  if (message.authorId === null) throw new BadRequest('messageCannotFlagSystemMessages');
  if (message.flags[flagger.id] && !flagger.isModerator) {
    throw new NotFound('messageGroupChatFlagAlreadyReported');
  }
  const flags = { ...message.flags, [flagger.id]: true };
  if (flagger.isModerator) return { flags, flagCount: CHAT_FLAG_FROM_MOD };
  const isNewAccount = now.getTime() - flagger.createdAt.getTime() < USER_AGE_FOR_FLAGGING_MS;
  return { flags, flagCount: isNewAccount ? message.flagCount : message.flagCount + 1 };
}
