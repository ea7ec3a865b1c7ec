// The quest's system messages in party chat: `info` keeps the type and its parameters, from which
// each reader's language is written when the chat is read (chat/systemMessageText); `text` is the
// English rendering stored beside them, for clients that show `text` as it is.
import { englishNames } from '../../i18n/catalogueNames.ts';
import { systemMessageText } from '../chat/systemMessageText.ts';

export interface QuestChatInfo {
  type: string;
  quest?: string;
  /** The acting member's id (`user` in the original's info). */
  user?: string;
  userDamage?: number;
  bossDamage?: number;
  items?: Record<string, number>;
  [param: string]: unknown;
}

/** The English line for a quest event; `nameOf` turns member ids into display names. */
export function questChatText(info: QuestChatInfo, nameOf: (userId?: string) => string): string {
  return systemMessageText(info, 'en', { memberName: nameOf, catalogue: englishNames });
}
