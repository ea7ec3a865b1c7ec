import { describe, expect, it } from 'vitest';
import { expectRefusal } from '../shops/shopTestKit.ts';
import { playerQuestCleaned, playerQuestInvited, playerQuestStarted } from './playerPartyQuest.ts';
import {
  activeQuest,
  LEADER,
  makeGroupQuest,
  MEMBER,
  OWNER,
  pendingQuest,
} from './questTestKit.ts';
import { startQuest } from './startQuest.ts';
import type { PlayerPartyQuest } from './types.ts';

describe('startQuest', () => {
  it.each([
    // The catalogue's figures: otter hp 1200 with rage; kangaroo 700 without; atom1 collects 20
    // soap bars.
    ['otter', { hp: 1200, rage: 0, collect: {} }],
    ['kangaroo', { hp: 700, collect: {} }],
    ['atom1', { collect: { soapBars: 0 } }],
    ['onyx', { collect: { onyxStone: 0, plutoRune: 0, leoRune: 0 } }],
  ])('sets the starting progress of %s', (key, progress) => {
    expect(
      startQuest({ quest: pendingQuest(key), partyMemberIds: [OWNER] }).quest.progress,
    ).toEqual(progress);
  });

  it('keeps those who accepted and are still in the party', () => {
    const quest = pendingQuest('otter', { [LEADER]: true, [MEMBER]: null, gone: true, no: false });
    const started = startQuest({ quest, partyMemberIds: [OWNER, LEADER, MEMBER, 'no'] });
    expect(started.quest.active).toBe(true);
    expect(started.quest.members).toEqual({ [OWNER]: true, [LEADER]: true });
    expect(started.participants).toEqual([OWNER, LEADER]);
    expect(started.nonParticipants).toEqual([MEMBER, 'no']);
  });

  it.each([
    ['no quest', makeGroupQuest(), 'questNotPending', 404],
    ['an active quest', activeQuest('otter'), 'questAlreadyStarted', 401],
  ] as const)('refuses %s', (_name, quest, key, status) => {
    expectRefusal(() => startQuest({ quest, partyMemberIds: [OWNER] }), key, status);
  });
});

describe("the player's party quest", () => {
  const pq: PlayerPartyQuest = {
    key: 'otter',
    RSVPNeeded: true,
    completed: 'kangaroo',
    progress: { up: 12.5, down: -3, collectedItems: 2 },
  };

  it('invites, keeping progress', () => {
    expect(playerQuestInvited({ ...pq, key: null }, 'atom1', true)).toEqual({
      ...pq,
      key: 'atom1',
    });
  });

  it('cleans key, completed and RSVPNeeded, keeping progress', () => {
    expect(playerQuestCleaned(pq)).toEqual({
      key: null,
      RSVPNeeded: false,
      completed: null,
      progress: pq.progress,
    });
  });

  it('starts with down at 0 and pending up kept', () => {
    expect(playerQuestStarted(pq, 'otter')).toEqual({
      key: 'otter',
      RSVPNeeded: false,
      completed: null,
      progress: { up: 12.5, down: 0, collectedItems: 2 },
    });
  });
});
