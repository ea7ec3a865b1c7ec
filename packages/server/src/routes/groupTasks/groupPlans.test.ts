// Group plans and the team board through the API (issue 17.2): a plan granted for free with
// members' free subscriptions, and the board's routes with each refusal key. Scoring, approval and
// team dailies are in boardScoring.test.ts.
import { describe, expect, it } from 'vitest';
import { registerAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { expectRefused, type Json } from '../../../test/helpers/groupCalls.ts';
import { useGroupTasksTest } from './groupTasksTestKit.ts';

describe.each(databasesUnderTest())('group plans and the team board on $name', (database) => {
  const { t, as, notices, planTeam, addTask, score, board } = useGroupTasksTest(database);

  describe('creating a group plan', () => {
    it('grants the plan for free, says so, and gives the leader the free member subscription', async () => {
      const leader = await registerAccount(t.app);
      const response = await as(leader).call('POST', '/groups/create-plan', {
        groupToCreate: { name: 'Our team', type: 'guild', privacy: 'private' },
        paymentType: 'Stripe',
      });
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json<{ data: Json; message: string }>();
      expect(body.message).toMatch(/No payment was taken/);
      expect(body.data).toMatchObject({
        name: 'Our team',
        type: 'guild',
        privacy: 'private',
        memberCount: 1,
        leader: { _id: leader.id },
        purchased: { active: true, plan: { planId: 'group_monthly', dateTerminated: null } },
      });
      const user = await as(leader).user();
      expect(user.purchased.plan).toMatchObject({
        planId: 'group_plan_auto',
        customerId: 'group-plan',
        paymentMethod: 'groupPlan',
        dateTerminated: null,
      });
      expect(user.preferences.tasks.mirrorGroupTasks).toEqual([body.data.id]);
      const plans = await as(leader).ok('GET', '/group-plans');
      expect((plans as unknown as Json[]).map((group) => group.id)).toEqual([body.data.id]);
      expect(await as(await registerAccount(t.app)).ok('GET', '/group-plans')).toEqual([]);
    });

    it('invites by username or e-mail; the invitee sees it is to a group plan, and joins or turns it down', async () => {
      const leader = await registerAccount(t.app);
      const plan = await as(leader).ok('POST', '/groups/create-plan', { name: 'Household' });
      const [ann, ben] = [await registerAccount(t.app), await registerAccount(t.app)];
      await as(leader).ok('POST', `/groups/${plan.id}/invite`, { usernames: [ann.username] });
      await as(leader).ok('POST', `/groups/${plan.id}/invite`, { emails: [{ email: ben.email }] });
      for (const invitee of [ann, ben]) {
        expect((await as(invitee).user()).invitations.guilds).toEqual([
          expect.objectContaining({
            id: plan.id,
            name: 'Household',
            inviter: leader.id,
            publicGuild: false,
            groupPlan: true,
          }),
        ]);
      }
      await as(ann).ok('POST', `/groups/${plan.id}/join`);
      await as(ben).ok('POST', `/groups/${plan.id}/reject-invite`);
      // The leader hears who took it up, and of which kind of group.
      const [accepted, ...more] = await notices(leader, 'GROUP_INVITE_ACCEPTED');
      expect(more).toEqual([]);
      expect(accepted!.data).toMatchObject({
        user: { id: ann.id },
        group: { id: plan.id, name: 'Household', type: 'guild', groupPlan: true },
      });
      const plans = (await as(ann).ok('GET', '/group-plans')) as unknown as Json[];
      expect(plans.map((group) => group.id)).toEqual([plan.id]);
      expect((await as(ann).user()).invitations.guilds).toEqual([]);
      expect((await as(ben).user()).invitations.guilds).toEqual([]);
      expect(await as(ben).ok('GET', '/group-plans')).toEqual([]);
    });

    it('needs a name', async () => {
      const response = await as(await registerAccount(t.app)).call(
        'POST',
        '/groups/create-plan',
        {},
      );
      expectRefused(response, 400, 'invalidParam', { param: 'name', reason: 'is required' });
    });

    it('joining grants the free subscription; leaving ends it; the leader and the last member stay', async () => {
      const { leader, manager, member, groupId } = await planTeam();
      expect((await as(member).user()).purchased.plan).toMatchObject({ planId: 'group_plan_auto' });
      const outsider = await registerAccount(t.app);
      expectRefused(
        await as(manager).invite(groupId, { uuids: [outsider.id] }),
        401,
        'onlyGroupLeaderCanInviteToGroupPlan',
      );
      expectRefused(
        await as(leader).call('PUT', `/groups/${groupId}`, { leader: member.id }),
        401,
        'cannotChangeLeaderWithActiveGroupPlan',
      );
      expectRefused(
        await as(leader).call('POST', `/groups/${groupId}/leave`),
        401,
        'leaderCannotLeaveGroupWithActiveGroup',
      );
      const chore = await addTask(leader, groupId, { type: 'todo', text: 'Chore' });
      await as(leader).ok('POST', `/tasks/${chore.id}/assign`, [member.id, manager.id]);
      await as(member).ok('POST', `/groups/${groupId}/leave`);
      expect((await as(leader).ok('GET', `/tasks/${chore.id}`)).group.assignedUsers).toEqual([
        manager.id,
      ]);
      expectRefused(await score(member, chore.id), 404, 'taskNotFound');
      const after = await as(member).user();
      expect(after.purchased.plan.dateTerminated).toEqual(expect.any(String));
      expect(after.preferences.tasks.mirrorGroupTasks).toEqual([]);
      await as(leader).ok('POST', `/groups/${groupId}/removeMember/${manager.id}`);
      expect((await as(manager).user()).purchased.plan.dateTerminated).toEqual(expect.any(String));
      expectRefused(
        await as(leader).call('POST', `/groups/${groupId}/leave`),
        401,
        'cannotDeleteActiveGroup',
      );
    });
  });

  describe('the board', () => {
    it('the leader and managers add tasks; members read them in order; others are refused', async () => {
      const { leader, manager, member, groupId } = await planTeam();
      const first = await addTask(leader, groupId, {
        type: 'todo',
        text: 'Ship it',
        managerNotes: 'asap',
      });
      expect(first).toMatchObject({
        type: 'todo',
        text: 'Ship it',
        group: {
          id: groupId,
          assignedUsers: [],
          managerNotes: 'asap',
          approval: { required: false },
        },
      });
      expect(first.userId).toBeUndefined();
      const [daily, habit] = (await addTask(manager, groupId, [
        { type: 'daily', text: 'Stand-up' },
        { type: 'habit', text: 'Review' },
      ])) as unknown as Json[];
      expectRefused(
        await as(member).call('POST', `/tasks/group/${groupId}`, { type: 'todo', text: 'x' }),
        401,
        'onlyGroupLeaderCanEditTasks',
      );
      expect((await board(member, groupId)).map((task) => task.id)).toEqual([
        habit!.id,
        daily!.id,
        first.id,
      ]);
      expect((await board(member, groupId, '?type=todos')).map((task) => task.id)).toEqual([
        first.id,
      ]);
      expect(await as(member).ok('GET', `/tasks/${first.id}`)).toMatchObject({ id: first.id });
      const invalid = await as(leader).call('POST', `/tasks/group/${groupId}`, { type: 'chore' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json<{ error: string }>().error).toBe('BadRequest');

      const outsider = await registerAccount(t.app);
      expectRefused(
        await as(outsider).call('GET', `/tasks/group/${groupId}`),
        404,
        'groupNotFound',
      );
      expectRefused(await as(outsider).call('GET', `/tasks/${first.id}`), 404, 'taskNotFound');
      expectRefused(
        await as(outsider).call('POST', `/tasks/group/${groupId}`, { type: 'todo', text: 'x' }),
        404,
        'groupNotFound',
      );
      // A group without a live plan has no board.
      const party = await as(outsider).createParty();
      expectRefused(
        await as(outsider).call('GET', `/tasks/group/${party.id}`),
        404,
        'groupNotFound',
      );
      expectRefused(
        await as(outsider).call('POST', `/tasks/group/${party.id}`, { type: 'todo', text: 'x' }),
        404,
        'groupNotFound',
      );
      expectRefused(
        await as(outsider).call('GET', `/approvals/group/${party.id}`),
        404,
        'groupNotFound',
      );
    });

    it('managers edit, move and delete board tasks; members may not', async () => {
      const { leader, manager, member, groupId } = await planTeam();
      const a = await addTask(leader, groupId, { type: 'todo', text: 'A' });
      const b = await addTask(leader, groupId, { type: 'todo', text: 'B' });
      const edited = await as(manager).ok('PUT', `/tasks/${a.id}`, {
        text: 'A2',
        requiresApproval: true,
      });
      expect(edited).toMatchObject({ text: 'A2', group: { approval: { required: true } } });
      // A member may fold the checklist, nothing else.
      expect(
        await as(member).ok('PUT', `/tasks/${a.id}`, { collapseChecklist: true }),
      ).toMatchObject({ collapseChecklist: true, text: 'A2' });
      expectRefused(
        await as(member).call('PUT', `/tasks/${a.id}`, { text: 'no' }),
        401,
        'onlyGroupLeaderCanEditTasks',
      );
      expect(await as(manager).ok('POST', `/group-tasks/${a.id}/move/to/0`)).toEqual([a.id, b.id]);
      expect(await as(leader).ok('POST', `/group/${groupId}/tasks/${a.id}/move/to/-1`)).toEqual([
        b.id,
        a.id,
      ]);
      expectRefused(
        await as(member).call('POST', `/group-tasks/${a.id}/move/to/0`),
        401,
        'onlyGroupLeaderCanEditTasks',
      );
      expectRefused(
        await as(member).call('DELETE', `/tasks/${a.id}`),
        401,
        'onlyGroupLeaderCanEditTasks',
      );
      expect((await score(member, b.id)).statusCode).toBe(200);
      expectRefused(
        await as(manager).call('POST', `/group-tasks/${b.id}/move/to/0`),
        400,
        'cantMoveCompletedTodo',
      );
      expectRefused(
        await as(manager).call(
          'POST',
          '/group-tasks/00000000-0000-4000-8000-000000000001/move/to/0',
        ),
        404,
        'taskNotFound',
      );
      await as(manager).ok('POST', `/tasks/${a.id}/assign`, [member.id]);
      await as(manager).ok('DELETE', `/tasks/${a.id}`);
      expect((await board(member, groupId)).map((task) => task.id)).toEqual([]);
      const completed = await board(member, groupId, '?type=completedTodos');
      expect(completed.map((task) => task.id)).toEqual([b.id]);
      expect(await notices(member, 'GROUP_TASK_ASSIGNED')).toEqual([]);
      expectRefused(await as(manager).call('GET', `/tasks/${a.id}`), 404, 'taskNotFound');
    });

    it('assigns to members with a notice, unassigns withdrawing it, and refuses what is not assignable', async () => {
      const { leader, manager, member, groupId } = await planTeam();
      const task = await addTask(leader, groupId, { type: 'todo', text: 'Report' });
      const assigned = await as(manager).ok('POST', `/tasks/${task.id}/assign`, [
        member.id,
        manager.id,
      ]);
      expect(assigned.group.assignedUsers).toEqual([member.id, manager.id]);
      expect(assigned.group.assignedUsersDetail[member.id]).toMatchObject({ completed: false });
      const [assignedNotice] = await notices(member, 'GROUP_TASK_ASSIGNED');
      expect(assignedNotice!.data).toMatchObject({
        groupId,
        taskId: task.id,
        task: { id: task.id, text: 'Report' },
        manager: { id: manager.id },
      });
      // The manager assigned themselves: no notice.
      expect(await notices(manager, 'GROUP_TASK_ASSIGNED')).toEqual([]);

      expectRefused(
        await as(member).call('POST', `/tasks/${task.id}/assign`, [member.id]),
        401,
        'onlyGroupLeaderCanEditTasks',
      );
      const outsider = await registerAccount(t.app);
      expectRefused(
        await as(leader).call('POST', `/tasks/${task.id}/assign`, [outsider.id]),
        401,
        'userMustBeMember',
      );
      const badIds = await as(leader).call('POST', `/tasks/${task.id}/assign`, ['not-a-uuid']);
      expect(badIds.statusCode).toBe(400);
      const own = await as(leader).ok('POST', '/tasks/user', { type: 'todo', text: 'Mine' });
      expectRefused(
        await as(leader).call('POST', `/tasks/${own.id}/assign`, [member.id]),
        401,
        'onlyGroupTasksCanBeAssigned',
      );

      const unassigned = await as(leader).ok('POST', `/tasks/${task.id}/unassign/${member.id}`);
      expect(unassigned.group.assignedUsers).toEqual([manager.id]);
      expect(await notices(member, 'GROUP_TASK_ASSIGNED')).toEqual([]);
      expectRefused(
        await as(member).call('POST', `/tasks/${task.id}/unassign/${manager.id}`),
        401,
        'onlyGroupLeaderCanEditTasks',
      );
    });

    it('mirrors unassigned tasks and those assigned to the member into GET /tasks/user', async () => {
      const { leader, manager, member, groupId } = await planTeam();
      const open = await addTask(leader, groupId, { type: 'todo', text: 'Anyone' });
      const mine = await addTask(leader, groupId, { type: 'todo', text: 'Mine' });
      const theirs = await addTask(leader, groupId, { type: 'habit', text: 'Theirs' });
      await as(leader).ok('POST', `/tasks/${mine.id}/assign`, [member.id]);
      await as(leader).ok('POST', `/tasks/${theirs.id}/assign`, [manager.id]);
      const listed = (await as(member).ok('GET', '/tasks/user')) as unknown as Json[];
      const ids = listed.map((task) => task.id);
      expect(ids).toEqual(expect.arrayContaining([open.id, mine.id]));
      expect(ids).not.toContain(theirs.id);
      const habits = (await as(member).ok('GET', '/tasks/user?type=habits')) as unknown as Json[];
      expect(habits.map((t) => t.id)).not.toContain(theirs.id);
      expect(habits.map((t) => t.type)).not.toContain('todo');
      const todos = (await as(member).ok('GET', '/tasks/user?type=todos')) as unknown as Json[];
      expect(todos.map((t) => t.id)).toEqual(expect.arrayContaining([open.id, mine.id]));
      expect((await score(member, mine.id)).statusCode).toBe(200);
      const done = (await as(member).ok(
        'GET',
        '/tasks/user?type=completedTodos',
      )) as unknown as Json[];
      expect(done.map((task) => task.id)).toEqual([mine.id]);
      expect(
        ((await as(member).ok('GET', '/tasks/user')) as unknown as Json[]).map((t) => t.id),
      ).not.toContain(mine.id);
      // Stopping the mirror hides the board.
      await as(member).ok('PUT', '/user', { 'preferences.tasks.mirrorGroupTasks': [] });
      const after = (await as(member).ok('GET', '/tasks/user')) as unknown as Json[];
      expect(after.map((task) => task.id)).not.toContain(open.id);
    });
  });
});
