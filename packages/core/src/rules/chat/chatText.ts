// A message's text as it is stored: trimmed, refused when blank, cut to 3000 characters. Markdown
// stays as written; clients render it safely.
import { BadRequest } from '../../errors.ts';
import { MAX_MESSAGE_LENGTH } from './constants.ts';

export function chatText(
  raw: string,
  blankKey: 'messageGroupChatBlankMessage' | 'messageRequired' = 'messageGroupChatBlankMessage',
): string {
  const trimmed = raw.trim();
  if (trimmed === '') throw new BadRequest(blankKey);
  // Cut by code points, so a character outside the BMP is never split in two.
  const characters = Array.from(trimmed);
  return characters.length > MAX_MESSAGE_LENGTH
    ? characters.slice(0, MAX_MESSAGE_LENGTH).join('')
    : trimmed;
}
