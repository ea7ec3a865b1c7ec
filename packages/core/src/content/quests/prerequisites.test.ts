import { describe, expect, it } from 'vitest';
import { campaignQuestKeys, questByKey, questPrerequisitesMet, type QuestPlayer } from './index.ts';

function makePlayer(overrides: {
  lvl?: number;
  loginIncentives?: number;
  quests?: Record<string, number>;
  invitedFriend?: boolean;
}): QuestPlayer {
  return {
    stats: { lvl: overrides.lvl ?? 1 },
    loginIncentives: overrides.loginIncentives ?? 0,
    achievements: {
      quests: overrides.quests ?? {},
      ...(overrides.invitedFriend !== undefined ? { invitedFriend: overrides.invitedFriend } : {}),
    },
  };
}

function met(key: string, player: QuestPlayer): boolean {
  const quest = questByKey(key);
  if (!quest) throw new Error(`no quest ${key}`);
  return questPrerequisitesMet(player, quest);
}

const allCampaigns = Object.fromEntries(campaignQuestKeys.map((key) => [key, 1]));

describe('questPrerequisitesMet', () => {
  it.each([
    ['a pet quest for anyone', 'owl', {}, true],
    ['atom1 below level 15', 'atom1', { lvl: 14 }, false],
    ['atom1 at level 15', 'atom1', { lvl: 15 }, true],
    ['atom2 at level 15 without atom1', 'atom2', { lvl: 15 }, false],
    ['atom2 after atom1', 'atom2', { lvl: 15, quests: { atom1: 1 } }, true],
    [
      'atom2 after atom1 was never completed (count 0)',
      'atom2',
      { lvl: 15, quests: { atom1: 0 } },
      false,
    ],
    ['atom3 after atom2 only', 'atom3', { lvl: 15, quests: { atom2: 1 } }, false],
    ['atom3 after both', 'atom3', { lvl: 15, quests: { atom1: 1, atom2: 2 } }, true],
    ['vice1 at level 29', 'vice1', { lvl: 29 }, false],
    ['vice1 at level 30', 'vice1', { lvl: 30 }, true],
    ['goldenknight1 at level 39', 'goldenknight1', { lvl: 39 }, false],
    ['moonstone1 at level 60', 'moonstone1', { lvl: 60 }, true],
    ['moon1 at 6 check-ins', 'moon1', { loginIncentives: 6 }, false],
    ['moon1 at 7 check-ins', 'moon1', { loginIncentives: 7 }, true],
    ['moon2 at 22 check-ins without moon1', 'moon2', { loginIncentives: 22 }, false],
    [
      'moon2 at 21 check-ins after moon1',
      'moon2',
      { loginIncentives: 21, quests: { moon1: 1 } },
      false,
    ],
    [
      'moon2 at 22 check-ins after moon1',
      'moon2',
      { loginIncentives: 22, quests: { moon1: 1 } },
      true,
    ],
    [
      'moon3 at 40 check-ins after both',
      'moon3',
      { loginIncentives: 40, quests: { moon1: 1, moon2: 1 } },
      true,
    ],
    ['basilist without inviting', 'basilist', {}, false],
    ['basilist after inviting a friend', 'basilist', { invitedFriend: true }, true],
    ['taskwoodsTerror2 without part 1', 'taskwoodsTerror2', {}, false],
    [
      'taskwoodsTerror2 after part 1',
      'taskwoodsTerror2',
      { quests: { taskwoodsTerror1: 1 } },
      true,
    ],
    [
      'lostMasterclasser1 with eleven campaign quests',
      'lostMasterclasser1',
      { quests: { ...allCampaigns, taskwoodsTerror3: 0 } },
      false,
    ],
    ['lostMasterclasser1 with all twelve', 'lostMasterclasser1', { quests: allCampaigns }, true],
  ] as const)('%s -> %s', (_case, key, player, expected) => {
    expect(met(key, makePlayer(player))).toBe(expected);
  });

  it('works without a quests record', () => {
    const player: QuestPlayer = { stats: { lvl: 15 }, loginIncentives: 0, achievements: {} };
    expect(met('atom1', player)).toBe(true);
    expect(met('atom2', player)).toBe(false);
  });
});
