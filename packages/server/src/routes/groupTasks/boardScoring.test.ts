// Scoring the team board through the API (issue 17.2): per-assignee completion and two assignees
// completing at once, approval with three players (leader, manager, member), and team dailies at
// the day boundary.
import { describe, expect, it } from 'vitest';
import { type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { expectRefused, type Json } from '../../../test/helpers/groupCalls.ts';
import { DAY, useGroupTasksTest } from './groupTasksTestKit.ts';

describe.each(databasesUnderTest())('scoring the team board on $name', (database) => {
  const { t, as, notices, gpOf, planTeam, addTask, score, board, boardTask } =
    useGroupTasksTest(database);

  describe('scoring board tasks', () => {
    it('an unassigned to-do is completed for everybody by whoever completes it, with the reward theirs', async () => {
      const { manager, member, members, groupId, leader } = await planTeam(2);
      const other = members[1]!;
      const task = await addTask(leader, groupId, { type: 'todo', text: 'Anyone' });
      const before = await gpOf(member);
      const response = await score(member, task.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ data: Json }>().data.gp).toBeCloseTo(before + 1, 5);
      const done = await boardTask(member, groupId, task.id);
      expect(done).toMatchObject({
        completed: true,
        group: { completedBy: { userId: member.id } },
      });
      expectRefused(await score(other, task.id), 401, 'sessionOutdated');
      expectRefused(await score(other, task.id, 'down'), 401, 'onlyGroupLeaderCanEditTasks');
      // A manager unchecks it: the completer's reward goes.
      expect((await score(manager, task.id, 'down')).statusCode).toBe(200);
      expect(await gpOf(member)).toBeCloseTo(before, 5);
      expect(await boardTask(member, groupId, task.id)).toMatchObject({ completed: false });
      expect((await boardTask(member, groupId, task.id)).group.completedBy).toBeUndefined();
      expectRefused(await score(manager, task.id, 'down'), 401, 'sessionOutdated');
    });

    it('an assigned to-do is completed per assignee, and only when all have; others may not score it', async () => {
      const { leader, manager, member, groupId } = await planTeam();
      const task = await addTask(leader, groupId, { type: 'todo', text: 'Both' });
      await as(leader).ok('POST', `/tasks/${task.id}/assign`, [member.id, manager.id]);
      expectRefused(await score(leader, task.id), 401, 'taskNotAssignedToYou');
      expect((await score(member, task.id)).statusCode).toBe(200);
      let now = await boardTask(member, groupId, task.id);
      expect(now.completed).toBe(false);
      expect(now.group.assignedUsersDetail[member.id].completed).toBe(true);
      expectRefused(await score(member, task.id), 401, 'sessionOutdated');
      expectRefused(await score(leader, task.id, 'down'), 400, 'taskHasSeveralAssignees');
      expect((await score(manager, task.id)).statusCode).toBe(200);
      now = await boardTask(member, groupId, task.id);
      expect(now).toMatchObject({ completed: true, dateCompleted: expect.any(String) });
      expect((await board(member, groupId, '?type=completedTodos')).map((t) => t.id)).toEqual([
        task.id,
      ]);
    });

    it('two assignees completing a daily at once: completed once, each rewarded once', async () => {
      const { leader, manager, member, groupId } = await planTeam();
      const task = await addTask(leader, groupId, { type: 'daily', text: 'Stand-up' });
      await as(leader).ok('POST', `/tasks/${task.id}/assign`, [member.id, manager.id]);
      const before = [await gpOf(member), await gpOf(manager)];
      const answers = await Promise.all([score(member, task.id), score(manager, task.id)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const gains = [(await gpOf(member)) - before[0]!, (await gpOf(manager)) - before[1]!].sort();
      // Easy, value 0 then 0.9747^0 = 1: one gain of 1 gold, the next at the raised value.
      expect(gains[0]).toBeCloseTo(0.9747, 4);
      expect(gains[1]).toBeCloseTo(1, 5);
      const done = await boardTask(member, groupId, task.id);
      expect(done).toMatchObject({ completed: true, streak: 1 });
      expect(done.value).toBeCloseTo(1.9747, 4);
    });
  });

  describe('approval with a leader, a manager and a member', () => {
    it('asks, approves once, completes, and sends back work', async () => {
      const { leader, manager, member, groupId } = await planTeam();
      const task = await addTask(leader, groupId, {
        type: 'todo',
        text: 'Essay',
        requiresApproval: true,
      });
      await as(manager).ok('POST', `/tasks/${task.id}/assign`, [member.id]);
      const gp = await gpOf(member);

      expectRefused(await score(member, task.id), 401, 'taskApprovalHasBeenRequested');
      for (const boss of [leader, manager]) {
        const [request] = await notices(boss, 'GROUP_TASK_APPROVAL');
        expect(request!.data).toMatchObject({
          groupId,
          taskId: task.id,
          userId: member.id,
          direction: 'up',
          task: { id: task.id, text: task.text },
          user: { id: member.id },
        });
      }
      // Asking again changes nothing.
      expectRefused(await score(member, task.id), 401, 'taskApprovalHasBeenRequested');
      expect(await notices(leader, 'GROUP_TASK_APPROVAL')).toHaveLength(1);
      expect(await gpOf(member)).toBe(gp);

      const pending = (await as(manager).ok(
        'GET',
        `/approvals/group/${groupId}`,
      )) as unknown as Json[];
      expect(pending).toHaveLength(1);
      expect(pending[0]).toMatchObject({
        id: task.id,
        userId: member.id,
        group: { approval: { requested: true, approved: false } },
      });
      expectRefused(
        await as(member).call('GET', `/approvals/group/${groupId}`),
        401,
        'onlyGroupLeaderCanEditTasks',
      );
      expectRefused(
        await as(member).call('POST', `/tasks/${task.id}/approve/${member.id}`),
        401,
        'onlyGroupLeaderCanEditTasks',
      );

      await as(manager).ok('POST', `/tasks/${task.id}/approve/${member.id}`);
      expect(await notices(leader, 'GROUP_TASK_APPROVAL')).toEqual([]);
      expect(await notices(manager, 'GROUP_TASK_APPROVAL')).toEqual([]);
      const [approved, ...others] = await notices(member, 'GROUP_TASK_APPROVED');
      expect(others).toEqual([]);
      expect(approved!.data).toMatchObject({ groupId, task: { id: task.id, text: task.text } });
      const [scored] = await notices(member, 'SCORED_TASK');
      expect(scored!.data).toMatchObject({ direction: 'up', scoreTask: { id: task.id } });
      expectRefused(
        await as(leader).call('POST', `/tasks/${task.id}/approve/${member.id}`),
        401,
        'canOnlyApproveTaskOnce',
      );
      expect(await as(leader).ok('GET', `/approvals/group/${groupId}`)).toEqual([]);

      expect((await score(member, task.id)).statusCode).toBe(200);
      expect(await gpOf(member)).toBeCloseTo(gp + 1, 5);
      expect(await boardTask(member, groupId, task.id)).toMatchObject({ completed: true });

      // The leader finds it wanting: the completion and its reward go back.
      await as(leader).ok('POST', `/tasks/${task.id}/needs-work/${member.id}`);
      expect(await gpOf(member)).toBeCloseTo(gp, 5);
      expect(await boardTask(member, groupId, task.id)).toMatchObject({ completed: false });
      const [needsWork] = await notices(member, 'GROUP_TASK_NEEDS_WORK');
      expect(needsWork!.data).toMatchObject({
        task: { id: task.id },
        group: { id: groupId },
        manager: { id: leader.id },
      });
      expectRefused(
        await as(leader).call('POST', `/tasks/${task.id}/needs-work/${member.id}`),
        400,
        'taskNotCompletedByUser',
      );
      expectRefused(
        await as(member).call('POST', `/tasks/${task.id}/needs-work/${member.id}`),
        401,
        'onlyGroupLeaderCanEditTasks',
      );

      // A pending request sent back: the member may ask again.
      expectRefused(await score(member, task.id), 401, 'taskApprovalHasBeenRequested');
      await as(manager).ok('POST', `/tasks/${task.id}/needs-work/${member.id}`);
      expect(await as(manager).ok('GET', `/approvals/group/${groupId}`)).toEqual([]);
      expectRefused(await score(member, task.id), 401, 'taskApprovalHasBeenRequested');
      // A manager who is one no more loses the team's task notices.
      expect(await notices(manager, 'GROUP_TASK_APPROVAL')).toHaveLength(1);
      await as(leader).ok('POST', `/groups/${groupId}/remove-manager`, { managerId: manager.id });
      expect(await notices(manager, 'GROUP_TASK_APPROVAL')).toEqual([]);
      expect(await notices(leader, 'GROUP_TASK_APPROVAL')).toHaveLength(1);
      expectRefused(
        await as(manager).call('POST', `/tasks/${task.id}/approve/${member.id}`),
        401,
        'onlyGroupLeaderCanEditTasks',
      );
      // A member who leaves loses theirs.
      await as(member).ok('POST', `/groups/${groupId}/leave`);
      expect(await notices(member, 'GROUP_TASK_NEEDS_WORK')).toEqual([]);
    });
  });

  describe('team dailies at the day boundary', () => {
    it("a member's day unchecks their assignment; the group's day an unassigned daily; misses end streaks", async () => {
      const { leader, manager, member, groupId } = await planTeam();
      const assigned = await addTask(leader, groupId, { type: 'daily', text: 'Mine' });
      const shared = await addTask(leader, groupId, { type: 'daily', text: 'Anyone' });
      await as(leader).ok('POST', `/tasks/${assigned.id}/assign`, [member.id]);
      expect((await score(member, assigned.id)).statusCode).toBe(200);
      expect((await score(manager, shared.id)).statusCode).toBe(200);
      const cron = (account: TestAccount) => as(account).ok('POST', '/cron');

      t.clock.jump(DAY);
      await cron(member);
      let mine = await boardTask(member, groupId, assigned.id);
      expect(mine).toMatchObject({ completed: false, streak: 1 });
      expect(mine.group.assignedUsersDetail[member.id].completed).toBe(false);
      let anyone = await boardTask(member, groupId, shared.id);
      expect(anyone).toMatchObject({ completed: false, streak: 1 });
      expect(anyone.group.completedBy).toBeUndefined();
      // Completed again after the group's day ran: the leader's day boundary keeps it.
      expect((await score(manager, shared.id)).statusCode).toBe(200);
      await cron(leader);
      expect(await boardTask(member, groupId, shared.id)).toMatchObject({
        completed: true,
        streak: 2,
      });

      t.clock.jump(DAY);
      const hp = (await as(member).user()).stats.hp;
      await cron(member);
      mine = await boardTask(member, groupId, assigned.id);
      expect(mine).toMatchObject({ completed: false, streak: 0 });
      anyone = await boardTask(member, groupId, shared.id);
      expect(anyone).toMatchObject({ completed: false, streak: 2 });
      t.clock.jump(DAY);
      await cron(leader);
      expect(await boardTask(member, groupId, shared.id)).toMatchObject({
        completed: false,
        streak: 0,
      });
      // Board dailies never hurt (the member's own dailies are theirs).
      expect((await as(member).user()).stats.hp).toBe(hp);
    });
  });
});
