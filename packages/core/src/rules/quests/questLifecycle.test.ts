import { describe, expect, it } from 'vitest';
import { expectRefusal } from '../shops/shopTestKit.ts';
import { abortQuest } from './abortQuest.ts';
import { answerQuestInvite } from './answerQuestInvite.ts';
import { cancelQuest } from './cancelQuest.ts';
import { checkForceStart } from './checkForceStart.ts';
import { emptyGroupQuest } from './emptyGroupQuest.ts';
import { inviteToQuest } from './inviteToQuest.ts';
import { isQuestReadyToStart } from './isQuestReadyToStart.ts';
import { leaveQuest } from './leaveQuest.ts';
import {
  activeQuest,
  LEADER,
  makeGroupQuest,
  MEMBER,
  OWNER,
  pendingQuest,
} from './questTestKit.ts';

const invite = (overrides: Partial<Parameters<typeof inviteToQuest>[0]> = {}) =>
  inviteToQuest({
    quest: makeGroupQuest(),
    questKey: 'kangaroo',
    inviterId: OWNER,
    memberIds: [OWNER, LEADER, MEMBER],
    ownedScrolls: 1,
    ...overrides,
  });

describe('inviteToQuest', () => {
  it('sets the owner as accepted and every other member undecided', () => {
    const { quest, isReadyToStart } = invite();
    expect(quest).toEqual({
      ...emptyGroupQuest(),
      key: 'kangaroo',
      leader: OWNER,
      members: { [OWNER]: true, [LEADER]: null, [MEMBER]: null },
    });
    expect(isReadyToStart).toBe(false);
  });

  it('is ready to start at once for a party of one', () => {
    expect(invite({ memberIds: [OWNER] }).isReadyToStart).toBe(true);
  });

  it.each([
    ['an unknown quest', { questKey: 'nope' }, 'questNotFound', 404],
    ['no scroll', { ownedScrolls: 0 }, 'questNotOwned', 401],
    ['a world boss', { questKey: 'dysheartener' }, 'questNotOwned', 401],
    ['a quest pending', { quest: pendingQuest('otter') }, 'questAlreadyUnderway', 401],
    ['a quest under way', { quest: activeQuest('otter') }, 'questAlreadyUnderway', 401],
  ] as const)('refuses %s', (_name, overrides, key, status) => {
    expectRefusal(() => invite(overrides), key, status);
  });
});

describe('answerQuestInvite', () => {
  it.each([
    ['accept', { [LEADER]: true, [MEMBER]: null }, false],
    ['reject', { [LEADER]: false, [MEMBER]: null }, false],
  ] as const)('%s writes the answer', (answer, members, isReadyToStart) => {
    const result = answerQuestInvite({ quest: pendingQuest('otter'), userId: LEADER, answer });
    expect(result.quest.members).toEqual({ [OWNER]: true, ...members });
    expect(result.isReadyToStart).toBe(isReadyToStart);
  });

  it('is ready once the last member answers', () => {
    const quest = pendingQuest('otter', { [LEADER]: false, [MEMBER]: null });
    expect(answerQuestInvite({ quest, userId: MEMBER, answer: 'accept' }).isReadyToStart).toBe(
      true,
    );
  });

  it.each([
    ['accept', 'no quest', makeGroupQuest(), MEMBER, 'questInviteNotFound', 404],
    ['accept', 'an active quest', activeQuest('otter'), MEMBER, 'questAlreadyStartedFriendly', 401],
    [
      'accept',
      'an accepted invite',
      pendingQuest('otter', { [MEMBER]: true }),
      MEMBER,
      'questAlreadyAccepted',
      400,
    ],
    [
      'accept',
      'a rejected invite',
      pendingQuest('otter', { [MEMBER]: false }),
      MEMBER,
      'questAlreadyRejected',
      400,
    ],
    ['accept', 'a user not invited', pendingQuest('otter'), 'stranger', 'notPartOfQuest', 401],
    ['reject', 'no quest', makeGroupQuest(), MEMBER, 'questInvitationDoesNotExist', 404],
    ['reject', 'an active quest', activeQuest('otter'), MEMBER, 'questAlreadyStartedFriendly', 401],
    ['reject', 'an accepted invite', pendingQuest('otter'), OWNER, 'questAlreadyAccepted', 400],
    [
      'reject',
      'a rejected invite',
      pendingQuest('otter', { [MEMBER]: false }),
      MEMBER,
      'questAlreadyRejected',
      400,
    ],
  ] as const)('%s refuses %s', (answer, _name, quest, userId, key, status) => {
    expectRefusal(() => answerQuestInvite({ quest, userId, answer }), key, status);
  });
});

describe('isQuestReadyToStart', () => {
  it.each([
    [{ a: true, b: false }, true],
    [{ a: true, b: null }, false],
    [{}, true],
  ])('%o → %s', (members, expected) => {
    expect(isQuestReadyToStart({ members })).toBe(expected);
  });
});

describe('force-start, cancel, abort', () => {
  const actors = { actorId: OWNER, partyLeaderId: LEADER };

  it.each([OWNER, LEADER])(
    'lets %s force-start, cancel a pending and abort an active quest',
    (actorId) => {
      const params = { actorId, partyLeaderId: LEADER };
      expect(() => checkForceStart({ quest: pendingQuest('otter'), ...params })).not.toThrow();
      expect(cancelQuest({ quest: pendingQuest('otter'), ...params })).toEqual({
        quest: emptyGroupQuest(),
      });
      expect(abortQuest({ quest: activeQuest('otter'), ...params })).toEqual({
        quest: emptyGroupQuest(),
        refundTo: OWNER,
        questKey: 'otter',
      });
    },
  );

  it.each([
    ['force-start', checkForceStart, makeGroupQuest(), actors, 'questNotPending', 404],
    ['force-start', checkForceStart, activeQuest('otter'), actors, 'questAlreadyStarted', 401],
    [
      'force-start',
      checkForceStart,
      pendingQuest('otter'),
      { ...actors, actorId: MEMBER },
      'questOrGroupLeaderOnlyStartQuest',
      401,
    ],
    ['cancel', cancelQuest, makeGroupQuest(), actors, 'questInvitationDoesNotExist', 404],
    [
      'cancel',
      cancelQuest,
      pendingQuest('otter'),
      { ...actors, actorId: MEMBER },
      'onlyLeaderCancelQuest',
      401,
    ],
    ['cancel', cancelQuest, activeQuest('otter'), actors, 'cantCancelActiveQuest', 401],
    ['abort', abortQuest, pendingQuest('otter'), actors, 'noActiveQuestToAbort', 404],
    [
      'abort',
      abortQuest,
      activeQuest('otter'),
      { ...actors, actorId: MEMBER },
      'onlyLeaderAbortQuest',
      401,
    ],
  ] as const)('%s refuses with %s', (_name, rule, quest, params, key, status) => {
    expectRefusal(() => rule({ quest, ...params }), key, status);
  });
});

describe('leaveQuest', () => {
  it('marks a pending member as rejected and removes an active participant', () => {
    const pending = pendingQuest('otter', { [MEMBER]: true });
    expect(leaveQuest({ quest: pending, userId: MEMBER }).quest.members[MEMBER]).toBe(false);
    const active = leaveQuest({ quest: activeQuest('otter'), userId: MEMBER }).quest;
    expect(active.members).toEqual({ [OWNER]: true });
  });

  it.each([
    ['the owner', activeQuest('otter'), OWNER, 'questLeaderCannotLeaveQuest'],
    ['an undecided member', pendingQuest('otter'), MEMBER, 'notPartOfQuest'],
    ['a non-participant', activeQuest('otter'), LEADER, 'notPartOfQuest'],
    ['no quest', makeGroupQuest(), MEMBER, 'notPartOfQuest'],
  ] as const)('refuses %s', (_name, quest, userId, key) => {
    expectRefusal(() => leaveQuest({ quest, userId }), key, 401);
  });
});
