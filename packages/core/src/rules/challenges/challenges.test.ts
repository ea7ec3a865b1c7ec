import { describe, expect, it } from 'vitest';
import type { Task } from '../../model/task.ts';
import { taskDefaults } from '../tasks/taskDefaults.ts';
import {
  breakChallengeCopy,
  canJoinChallenge,
  canViewChallenge,
  challengeCsv,
  checkChallengeEdit,
  checkMayDeleteTask,
  checkNewChallenge,
  cloneChallengeTask,
  copyChallengeTask,
  flagChallenge,
  clearChallengeFlags,
  payPrize,
  resyncChallengeCopy,
  unlinkChallengeCopy,
  type ChallengeAccess,
} from './index.ts';

const now = new Date('2026-11-27T10:00:00Z');
let counter = 0;
const newId = () => `id-${(counter += 1)}`;

function keyOf(work: () => unknown): string | undefined {
  try {
    work();
    return undefined;
  } catch (error) {
    return (error as { key?: string }).key;
  }
}

function paramsOf(work: () => unknown): string[] {
  try {
    work();
    return [];
  } catch (error) {
    return ((error as { errors?: { param: string }[] }).errors ?? []).map((e) => e.param);
  }
}

describe('checkNewChallenge', () => {
  it('defaults the summary to the name', () => {
    expect(checkNewChallenge({ name: ' Run ', shortName: 'run' })).toEqual({
      name: 'Run',
      shortName: 'run',
      summary: 'Run',
      description: '',
    });
  });

  it.each([
    [{ shortName: 'run' }, ['name']],
    [{ name: 'Run', shortName: 'ab' }, ['shortName']],
    [{ name: 'Run', shortName: 'abc', summary: 'x'.repeat(251) }, ['summary']],
    [{ name: '', shortName: '', summary: 'x'.repeat(251) }, ['name', 'shortName', 'summary']],
  ])('refuses %j naming %j', (input, params) => {
    expect(paramsOf(() => checkNewChallenge(input))).toEqual(params);
  });

  it('accepts a summary of exactly 250 and a short name of exactly 3', () => {
    expect(
      checkNewChallenge({ name: 'R', shortName: 'abc', summary: 'x'.repeat(250) }).summary,
    ).toHaveLength(250);
  });

  it('keeps what an edit leaves out and checks what it changes', () => {
    const current = checkNewChallenge({ name: 'Run', shortName: 'run', summary: 'Go' });
    expect(checkChallengeEdit(current, { name: 'Walk' })).toMatchObject({
      name: 'Walk',
      summary: 'Go',
    });
    expect(paramsOf(() => checkChallengeEdit(current, { shortName: 'x' }))).toEqual(['shortName']);
  });
});

describe('payPrize', () => {
  const base = { userGems: 10, bankGems: 8, isGroupLeader: true, isTavern: false };
  it.each([
    [{ prize: 0 }, { fromBank: 0, fromUser: 0 }],
    [{ prize: 5 }, { fromBank: 5, fromUser: 0 }],
    [{ prize: 8 }, { fromBank: 8, fromUser: 0 }],
    [{ prize: 12 }, { fromBank: 8, fromUser: 4 }],
    [{ prize: 18 }, { fromBank: 8, fromUser: 10 }],
    [
      { prize: 5, isGroupLeader: false },
      { fromBank: 0, fromUser: 5 },
    ],
  ])('%j is paid as %j', (changes, payment) => {
    expect(payPrize({ ...base, ...changes })).toEqual(payment);
  });

  it.each([
    [{ prize: 19 }, 'cantAfford'],
    [{ prize: 11, isGroupLeader: false }, 'cantAfford'],
    [{ prize: 0, isTavern: true }, 'tavChalsMinPrize'],
    [{ prize: 1.5 }, 'challengeValidationFailed'],
    [{ prize: -1 }, 'challengeValidationFailed'],
  ])('%j is refused with %s', (changes, key) => {
    expect(keyOf(() => payPrize({ ...base, ...changes }))).toBe(key);
  });

  it('a Tavern prize of one gem is enough', () => {
    expect(payPrize({ ...base, prize: 1, isTavern: true, isGroupLeader: false })).toEqual({
      fromBank: 0,
      fromUser: 1,
    });
  });
});

describe('canJoinChallenge / canViewChallenge', () => {
  const viewer = { id: 'u', isModerator: false, isGroupMember: false, isChallengeMember: false };
  const inGroup = (group: ChallengeAccess['group']): ChallengeAccess => ({
    leaderId: 'leader',
    flagCount: 0,
    group,
  });
  it.each([
    [inGroup({ type: 'tavern', privacy: 'public' }), {}, true],
    [inGroup({ type: 'guild', privacy: 'public' }), {}, true],
    [inGroup({ type: 'guild', privacy: 'private' }), {}, false],
    [inGroup({ type: 'guild', privacy: 'private' }), { isGroupMember: true }, true],
    [inGroup({ type: 'party', privacy: 'private' }), {}, false],
    [inGroup({ type: 'party', privacy: 'private' }), { id: 'leader' }, true],
    [inGroup(null), {}, false],
  ])('%j joinable by %j: %s', (challenge, changes, expected) => {
    expect(canJoinChallenge(challenge, { ...viewer, ...changes })).toBe(expected);
  });

  it('members see a challenge they cannot join; two flags hide it from non-moderators', () => {
    const party = inGroup({ type: 'party', privacy: 'private' });
    expect(canViewChallenge(party, { ...viewer, isChallengeMember: true })).toBe(true);
    expect(
      canViewChallenge({ ...party, flagCount: 1 }, { ...viewer, isChallengeMember: true }),
    ).toBe(true);
    expect(
      canViewChallenge({ ...party, flagCount: 2 }, { ...viewer, isChallengeMember: true }),
    ).toBe(false);
    expect(
      canViewChallenge(
        { ...party, flagCount: 5 },
        { ...viewer, isModerator: true, isChallengeMember: true },
      ),
    ).toBe(true);
  });
});

describe('member copies', () => {
  const original = {
    ...taskDefaults('daily', { id: 'orig', userId: '', now }),
    text: 'Stretch',
    notes: 'Ten minutes',
    priority: 2,
    value: 3.5,
    challenge: { id: 'chal' },
  } as unknown as Task;
  const ctx = { userId: 'member', newId, now, challenge: { id: 'chal', shortName: 'str' } };

  it('a new copy links back, carries the tag and starts at value 0', () => {
    const copy = copyChallengeTask(original, ctx);
    expect(copy).toMatchObject({
      userId: 'member',
      text: 'Stretch',
      notes: 'Ten minutes',
      priority: 2,
      value: 0,
      tags: ['chal'],
      challenge: { id: 'chal', taskId: 'orig', shortName: 'str' },
    });
    expect(copy.id).not.toBe('orig');
  });

  it("a daily copy is due by the member's day", () => {
    const copy = copyChallengeTask(original, { ...ctx, day: { dayStart: 0, timezoneOffset: 0 } });
    expect((copy as Task & { isDue?: boolean }).isDue).toBe(true);
  });

  it('a reward copy keeps the cost', () => {
    const reward = { ...taskDefaults('reward', { id: 'r', userId: '', now }), value: 20 } as Task;
    expect(copyChallengeTask(reward, ctx).value).toBe(20);
  });

  it('a resync follows the original but keeps the member own fields', () => {
    const copy = {
      ...copyChallengeTask(original, ctx),
      notes: 'mine',
      streak: 4,
      value: 7,
      attribute: 'int',
      tags: ['chal', 'own'],
    } as Task;
    const edited = {
      ...original,
      text: 'Stretch more',
      priority: 1,
      notes: 'new',
      streak: 0,
    } as Task;
    expect(resyncChallengeCopy(copy, edited, now)).toMatchObject({
      text: 'Stretch more',
      priority: 1,
      notes: 'mine',
      streak: 4,
      value: 7,
      attribute: 'int',
      tags: ['chal', 'own'],
      challenge: { id: 'chal', taskId: 'orig' },
    });
  });

  it('a linked copy cannot be deleted; a broken one can, and only a broken one unlinks', () => {
    const copy = copyChallengeTask(original, ctx);
    expect(keyOf(() => checkMayDeleteTask(copy))).toBe('cantDeleteChallengeTasks');
    expect(keyOf(() => unlinkChallengeCopy(copy, now))).toBe('cantOnlyUnlinkChalTask');
    const broken = breakChallengeCopy(copy, 'CHALLENGE_CLOSED', { winner: 'Ada', now });
    expect(broken.challenge).toMatchObject({ broken: 'CHALLENGE_CLOSED', winner: 'Ada' });
    expect(keyOf(() => checkMayDeleteTask(broken))).toBeUndefined();
    expect(unlinkChallengeCopy(broken, now).challenge).toEqual({});
    expect(keyOf(() => checkMayDeleteTask({ challenge: {} }))).toBeUndefined();
  });

  it('a cloned task starts fresh, with a new checklist', () => {
    const todo = {
      ...taskDefaults('todo', { id: 't', userId: '', now }),
      value: 4,
      completed: true,
      checklist: [{ id: 'c1', text: 'a', completed: true }],
    } as Task;
    const clone = cloneChallengeTask(todo, { newId, now, challengeId: 'new' }) as Task & {
      checklist: { id: string; completed: boolean }[];
    };
    expect(clone).toMatchObject({ value: 0, completed: false, challenge: { id: 'new' } });
    expect(clone.checklist[0]).toMatchObject({ text: 'a', completed: false });
    expect(clone.checklist[0]!.id).not.toBe('c1');
  });
});

describe('flagChallenge', () => {
  it('adds one, a moderator makes it 5, twice is refused, moderators clear', () => {
    const once = flagChallenge({ flags: {}, flagCount: 0 }, { id: 'a', isModerator: false });
    expect(once).toEqual({ flags: { a: true }, flagCount: 1 });
    expect(keyOf(() => flagChallenge(once, { id: 'a', isModerator: false }))).toBe(
      'messageChallengeFlagAlreadyReported',
    );
    expect(flagChallenge(once, { id: 'm', isModerator: true }).flagCount).toBe(5);
    expect(keyOf(() => clearChallengeFlags(once, { isModerator: false }))).toBe(
      'messageGroupChatAdminClearFlagCount',
    );
    expect(clearChallengeFlags(once, { isModerator: true }).flagCount).toBe(0);
  });
});

describe('challengeCsv', () => {
  it('lists members with their copies of the tasks sorted by text', () => {
    const csv = challengeCsv(
      [
        { id: 't2', type: 'todo', text: 'Zebra' },
        { id: 't1', type: 'habit', text: 'Apple, "red"' },
      ],
      [
        {
          id: 'u1',
          displayName: 'Ada',
          username: 'ada',
          copies: new Map([['t1', { value: 2.5, notes: 'n', streak: 3 }]]),
        },
      ],
    );
    expect(csv.split('\n')).toEqual([
      'UUID,Display Name,Username,Task,Value,Notes,Streak,Task,Value,Notes,Streak',
      'u1,Ada,ada,"habit:Apple, ""red""",2.5,n,3,todo:Zebra,0,,0',
    ]);
  });
});
