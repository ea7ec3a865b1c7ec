// The @usernames a message mentions: outside code and links, each once; more than five and none
// counts (a mass mention is noise, not a call).
import { MAX_MENTIONS } from './constants.ts';

const CODE_BLOCK = /```[\s\S]*?```/g;
const INLINE_CODE = /`[^`\n]*`/g;
const LINK = /\[[^\]]*\]\([^)]*\)|<?https?:\/\/\S+/g;
const MENTION = /(?<![\w@.])@([\w-]{1,40})/g;

/** The mentioned usernames, lower-cased, in order of first mention. */
export function mentionedUsernames(text: string): string[] {
  const plain = text.replace(CODE_BLOCK, ' ').replace(INLINE_CODE, ' ').replace(LINK, ' ');
  const names = new Set<string>();
  for (const match of plain.matchAll(MENTION)) names.add(match[1]!.toLowerCase());
  return names.size > MAX_MENTIONS ? [] : [...names];
}
