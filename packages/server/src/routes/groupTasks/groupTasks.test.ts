// Group plans and the team board through the API (issue 17.2; social.md §3.11, §7; seed 000 §4,
// §6): a plan granted for free with members' free subscriptions, the board's routes with each
// refusal key, approval with three players (leader, manager, member), per-assignee completion,
// and two assignees completing at once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import { expectRefused, groupCalls, type Json } from '../../../test/helpers/groupCalls.ts';
import { buildTestApp } from '../../../test/helpers/testApp.ts';
import type { App } from '../../app.ts';
import { createFixedClock, type Clock } from '../../services/clock.ts';
import { fixedRandom } from '../../services/random.ts';

const DAY = 86_400_000;

describe.each(databasesUnderTest())('group plans and the team board on $name', (database) => {
  let test: TestDatabase;
  let app: App;
  let clock: Clock;

  beforeAll(async () => {
    test = await database.open();
    clock = createFixedClock(new Date('2026-06-01T12:00:00Z'));
    // No crits, no drops: rewards are the formula's.
    app = buildTestApp(test.db, {}, { clock, random: fixedRandom(0.99) });
  });
  beforeEach(() => clock.reset());
  afterAll(async () => {
    await app.close();
    await test.drop();
  });

  const as = (account: TestAccount) => groupCalls(app, account);
  const notices = (account: TestAccount, type: string) =>
    test.db.query<{ data: Json }>(
      'SELECT data FROM notifications WHERE user_id = $1 AND type = $2 ORDER BY created_at, seq',
      [account.id, type],
    );
  const gpOf = async (account: TestAccount) => (await as(account).user()).stats.gp as number;

  /** A plan group led by `leader`, with a manager and members who joined by invitation. */
  async function planTeam(memberCount = 1) {
    const leader = await registerAccount(app);
    const manager = await registerAccount(app);
    const members: TestAccount[] = [];
    for (let i = 0; i < memberCount; i += 1) members.push(await registerAccount(app));
    const group = await as(leader).ok('POST', '/groups/create-plan', { name: 'Team' });
    for (const player of [manager, ...members]) {
      await as(leader).ok('POST', `/groups/${group.id}/invite`, { uuids: [player.id] });
      await as(player).ok('POST', `/groups/${group.id}/join`);
    }
    await as(leader).ok('POST', `/groups/${group.id}/add-manager`, { managerId: manager.id });
    return { leader, manager, member: members[0]!, members, groupId: group.id as string };
  }
  const addTask = (account: TestAccount, groupId: string, body: Json) =>
    as(account).ok('POST', `/tasks/group/${groupId}`, body);
  const score = (account: TestAccount, taskId: string, direction = 'up') =>
    as(account).call('POST', `/tasks/${taskId}/score/${direction}`);
  const board = (account: TestAccount, groupId: string, query = '') =>
    as(account).ok('GET', `/tasks/group/${groupId}${query}`) as unknown as Promise<Json[]>;
  const boardTask = async (account: TestAccount, groupId: string, taskId: string) =>
    (await as(account).ok('GET', `/tasks/${taskId}`)) ?? board(account, groupId);

  describe('creating a group plan', () => {
    it('grants the plan for free, says so, and gives the leader the free member subscription', async () => {
      const leader = await registerAccount(app);
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
      expect(await as(await registerAccount(app)).ok('GET', '/group-plans')).toEqual([]);
    });

    it('needs a name', async () => {
      const response = await as(await registerAccount(app)).call('POST', '/groups/create-plan', {});
      expectRefused(response, 400, 'invalidParam', { param: 'name', reason: 'is required' });
    });

    it('joining grants the free subscription; leaving ends it; the leader and the last member stay', async () => {
      const { leader, manager, member, groupId } = await planTeam();
      expect((await as(member).user()).purchased.plan).toMatchObject({ planId: 'group_plan_auto' });
      const outsider = await registerAccount(app);
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

      const outsider = await registerAccount(app);
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
      expect(assignedNotice!.data).toMatchObject({ groupId, taskId: task.id });
      // The manager assigned themselves: no notice.
      expect(await notices(manager, 'GROUP_TASK_ASSIGNED')).toEqual([]);

      expectRefused(
        await as(member).call('POST', `/tasks/${task.id}/assign`, [member.id]),
        401,
        'onlyGroupLeaderCanEditTasks',
      );
      const outsider = await registerAccount(app);
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

  describe('scoring board tasks (social.md §7.2)', () => {
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

  describe('approval (social.md §7.3) with a leader, a manager and a member', () => {
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
      expect(await notices(member, 'GROUP_TASK_APPROVED')).toHaveLength(1);
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
      // A manager who is one no more loses the team's task notices (social.md §3.11).
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

  describe('team dailies at the day boundary (game-rules.md §2.5)', () => {
    it("a member's day unchecks their assignment; the group's day an unassigned daily; misses end streaks", async () => {
      const { leader, manager, member, groupId } = await planTeam();
      const assigned = await addTask(leader, groupId, { type: 'daily', text: 'Mine' });
      const shared = await addTask(leader, groupId, { type: 'daily', text: 'Anyone' });
      await as(leader).ok('POST', `/tasks/${assigned.id}/assign`, [member.id]);
      expect((await score(member, assigned.id)).statusCode).toBe(200);
      expect((await score(manager, shared.id)).statusCode).toBe(200);
      const cron = (account: TestAccount) => as(account).ok('POST', '/cron');

      clock.jump(DAY);
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

      clock.jump(DAY);
      const hp = (await as(member).user()).stats.hp;
      await cron(member);
      mine = await boardTask(member, groupId, assigned.id);
      expect(mine).toMatchObject({ completed: false, streak: 0 });
      anyone = await boardTask(member, groupId, shared.id);
      expect(anyone).toMatchObject({ completed: false, streak: 2 });
      clock.jump(DAY);
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
