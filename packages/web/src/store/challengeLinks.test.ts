// Which tasks a player may not delete from their columns (a copy still linked to its challenge: 401
// cantDeleteChallengeTasks; a team task is removed on its board).
import { describe, expect, it } from 'vitest';
import type { ChallengeLink, TeamLink } from '../api/challengeTypes.ts';
import { makeTask } from '../test/tasksKit.ts';
import { deleteRefusalOf } from './challengeLinks.ts';

describe('deleteRefusalOf', () => {
  it.each<[string, ChallengeLink, TeamLink, ReturnType<typeof deleteRefusalOf>]>([
    ['my own task', {}, {}, null],
    ['a linked challenge copy', { id: 'c1', taskId: 't1' }, {}, 'challengeTask'],
    ['a copy whose task was deleted', { id: 'c1', broken: 'TASK_DELETED' }, {}, null],
    ['a copy of a closed challenge', { id: 'c1', broken: 'CHALLENGE_CLOSED' }, {}, null],
    ['a team task', {}, { id: 'plan-1', assignedUsers: [] }, 'teamTask'],
  ])('%s', (_name, challenge, group, expected) => {
    expect(deleteRefusalOf(makeTask({ type: 'todo', challenge, group }))).toBe(expected);
  });
});
