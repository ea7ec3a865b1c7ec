import { describe, expect, it } from 'vitest';
import { bannedWordsIn } from './bannedWords.ts';
import { isTooNewToChat } from './chatAge.ts';
import { chatText } from './chatText.ts';
import { isChatSpam } from './chatSpam.ts';
import { isHiddenFrom } from './chatVisibility.ts';
import { flagChatMessage } from './flagChatMessage.ts';
import { mentionedUsernames } from './mentions.ts';
import { interactionObjections } from './objections.ts';

const now = new Date('2026-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60_000);

describe('chatText', () => {
  it('trims, refuses blank with the given key, and cuts at 3000 characters', () => {
    expect(chatText('  hi  ')).toBe('hi');
    expect(() => chatText('   ')).toThrow(
      expect.objectContaining({ key: 'messageGroupChatBlankMessage' }),
    );
    expect(() => chatText('', 'messageRequired')).toThrow(
      expect.objectContaining({ key: 'messageRequired' }),
    );
    expect(Array.from(chatText('é'.repeat(3100)))).toHaveLength(3000);
    expect(Array.from(chatText('😀'.repeat(3001)))).toHaveLength(3000);
  });
});

describe('mentionedUsernames', () => {
  it.each([
    ['hello @Ada and @bob', ['ada', 'bob']],
    ['@ada @ADA twice', ['ada']],
    ['mail ada@example.com', []],
    ['`@ada` in code, ```\n@bob\n``` too', []],
    ['[@ada](https://x.test/@bob)', []],
    ['@a @b @c @d @e', ['a', 'b', 'c', 'd', 'e']],
    ['@a @b @c @d @e @f', []],
  ])('%s → %j', (text, names) => expect(mentionedUsernames(text)).toEqual(names));
});

describe('flagChatMessage', () => {
  const message = { authorId: 'author', flags: {}, flagCount: 0 };
  const old = { id: 'reader', isModerator: false, createdAt: daysAgo(30) };

  it.each([
    ['a player of 30 days adds one', old, 1],
    ['a moderator sets 5', { ...old, isModerator: true }, 5],
    ['an account of 2 days is not counted', { ...old, createdAt: daysAgo(2) }, 0],
    ['an account of exactly 3 days counts', { ...old, createdAt: daysAgo(3) }, 1],
  ])('%s', (_name, flagger, count) => {
    const flagged = flagChatMessage(message, flagger, now);
    expect(flagged).toEqual({ flags: { reader: true }, flagCount: count });
  });

  it('refuses system messages and a second flag, except from a moderator', () => {
    expect(() => flagChatMessage({ ...message, authorId: null }, old, now)).toThrow(
      expect.objectContaining({ key: 'messageCannotFlagSystemMessages', status: 400 }),
    );
    const once = { ...message, ...flagChatMessage(message, old, now) };
    expect(() => flagChatMessage(once, old, now)).toThrow(
      expect.objectContaining({ key: 'messageGroupChatFlagAlreadyReported', status: 404 }),
    );
    expect(flagChatMessage(once, { ...old, isModerator: true }, now).flagCount).toBe(5);
  });
});

describe('isHiddenFrom', () => {
  const reader = { id: 'reader', isModerator: false };
  it.each([
    [1, reader, false],
    [2, reader, true],
    [10, reader, true],
    [2, { id: 'author', isModerator: false }, false],
    [10, { ...reader, isModerator: true }, false],
  ])('flagCount %i → hidden %s', (flagCount, who, hidden) =>
    expect(isHiddenFrom({ authorId: 'author', flagCount }, who)).toBe(hidden),
  );
});

describe('isChatSpam (Tavern, 2 per 60 s)', () => {
  const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  it.each([
    [[], 0, false],
    [[secondsAgo(5)], 0, false],
    [[secondsAgo(5), secondsAgo(30)], 0, true],
    [[secondsAgo(5), secondsAgo(60)], 0, false],
    [[secondsAgo(5), secondsAgo(30)], 4, false],
  ])('%j at contributor level %i → %s', (times, level, spam) =>
    expect(isChatSpam(times, now, level)).toBe(spam),
  );
});

describe('interactionObjections', () => {
  const ada = { id: 'ada', chatRevoked: false, blocks: [] as string[], optOut: false };
  const bob = { ...ada, id: 'bob' };
  it.each([
    ['nothing in the way', ada, bob, 'send-private-message', []],
    [
      'revoked chat',
      { ...ada, chatRevoked: true },
      bob,
      'transfer-gems',
      ['chatPrivilegesRevoked'],
    ],
    [
      'blocked by the receiver',
      ada,
      { ...bob, blocks: ['ada'] },
      'group-invitation',
      ['notAuthorizedToSendMessageToThisUser'],
    ],
    [
      'blocking the receiver',
      { ...ada, blocks: ['bob'] },
      bob,
      'send-private-message',
      ['blockedToSendToThisUser'],
    ],
    [
      'a closed inbox, for messages',
      ada,
      { ...bob, optOut: true },
      'send-private-message',
      ['notAuthorizedToSendMessageToThisUser'],
    ],
    ['a closed inbox, for gems', ada, { ...bob, optOut: true }, 'transfer-gems', []],
    ['gems to oneself', ada, ada, 'transfer-gems', ['cannotSendGemsToYourself']],
    ['a message to oneself', ada, ada, 'send-private-message', []],
  ] as const)('%s', (_name, sender, receiver, interaction, keys) =>
    expect(interactionObjections(sender, receiver, interaction)).toEqual(keys),
  );
});

describe('bannedWordsIn (whole words, any case, accents folded)', () => {
  const words = ['darn', 'heck off', 'crème'];
  it.each([
    ['well darn it', ['darn']],
    ['DARN!', ['darn']],
    ['_darn_ and (darn)', ['darn']],
    ['dàrn', ['darn']],
    ['darned and undarn', []],
    ['darn1', ['darn']],
    ['just heck off now', ['heck off']],
    ['heck offer', []],
    ['CREME brulee', ['crème']],
    ['nothing here', []],
  ])('%s → %j', (text, found) => expect(bannedWordsIn(text, words)).toEqual(found));

  it('ignores blank list entries and treats listed text literally', () => {
    expect(bannedWordsIn('a.b', [' ', 'a.b'])).toEqual(['a.b']);
    expect(bannedWordsIn('axb', ['a.b'])).toEqual([]);
  });
});

describe('isTooNewToChat', () => {
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  it.each([
    [minutesAgo(1), 2, true],
    [minutesAgo(2), 2, false],
    [minutesAgo(0), 0, false],
  ])('created %s, minimum %i minutes → %s', (createdAt, minimum, expected) =>
    expect(isTooNewToChat(createdAt, now, minimum)).toBe(expected),
  );
});
