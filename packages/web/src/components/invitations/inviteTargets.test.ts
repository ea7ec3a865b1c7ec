import { describe, expect, it } from 'vitest';
import { inviteTargetOf } from './inviteTargets.ts';

describe('inviteTargetOf', () => {
  it.each([
    [
      'a user id',
      ' 5e0c0c0c-1111-4222-8333-444444444444 ',
      { uuids: ['5e0c0c0c-1111-4222-8333-444444444444'] },
    ],
    ['an e-mail address', 'ann@example.com', { emails: [{ email: 'ann@example.com' }] }],
    ['a username', 'ann_b', { usernames: ['ann_b'] }],
    ['an @username', ' @ann_b ', { usernames: ['ann_b'] }],
  ])('sends %s as its kind', (_name, text, targets) => {
    expect(inviteTargetOf(text)).toEqual(targets);
  });
});
