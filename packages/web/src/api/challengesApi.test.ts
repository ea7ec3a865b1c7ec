// The challenge and group-plan request functions send the original's routes, queries and
// bodies and read its answers.
import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../test/requestKit.ts';
import { challengesApi } from './challengesApi.ts';
import { groupPlansApi } from './groupPlansApi.ts';

const ok = (data: unknown, extra: Record<string, unknown> = {}) =>
  json(200, { success: true, data, ...extra });

describe('challengesApi', () => {
  it('lists my challenges page by page with the filters as the query', async () => {
    const calls = fakeFetch(() => ok([]));
    await challengesApi.mine({
      page: 2,
      member: true,
      owned: 'not_owned',
      search: ' run ',
      categories: ['academics', 'finance'],
    });
    await challengesApi.mine({ page: 0, member: false, search: '', categories: [] });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/v4/challenges/user?page=2&member=true&owned=not_owned&search=run&categories=academics%2Cfinance',
      '/api/v4/challenges/user?page=0',
    ]);
  });

  it('creates and clones with the categories as slugs; clone answers the copy', async () => {
    const calls = fakeFetch((call) =>
      call.url.endsWith('/clone')
        ? ok({ clonedChallenge: { _id: 'c2' }, clonedTasks: [] })
        : ok({ _id: 'c1' }),
    );
    const challenge = {
      group: 'party-1',
      name: 'Run',
      shortName: 'run',
      summary: 'Every day',
      description: '',
      prize: 4,
      categories: ['health_fitness'],
    };
    expect(await challengesApi.create(challenge)).toEqual({ _id: 'c1' });
    const cloned = await challengesApi.clone('c1', challenge);
    expect(cloned.clonedChallenge._id).toBe('c2');
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/v4/challenges',
      'POST /api/v4/challenges/c1/clone',
    ]);
    expect(calls[0]?.body).toEqual({ ...challenge, categories: [{ slug: 'health_fitness' }] });
  });

  it('joins, leaves with keep, selects a winner, deletes and reports on /api/v3', async () => {
    const calls = fakeFetch(() => ok({}));
    await challengesApi.join('c1');
    await challengesApi.leave('c1', 'remove-all');
    await challengesApi.selectWinner('c1', 'u 2');
    await challengesApi.remove('c1');
    await challengesApi.flag('c1', '  ');
    await challengesApi.flag('c1', 'spam');
    expect(calls.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', '/api/v4/challenges/c1/join', undefined],
      ['POST', '/api/v4/challenges/c1/leave', { keep: 'remove-all' }],
      ['POST', '/api/v4/challenges/c1/selectWinner/u%202', undefined],
      ['DELETE', '/api/v4/challenges/c1', undefined],
      ['POST', '/api/v3/challenges/c1/flag', {}],
      ['POST', '/api/v3/challenges/c1/flag', { comment: 'spam' }],
    ]);
  });

  it('reads members after the last id, a member’s progress and the challenge’s tasks', async () => {
    const calls = fakeFetch(() => ok([]));
    await challengesApi.members('c1');
    await challengesApi.members('c1', 'u9');
    await challengesApi.memberProgress('c1', 'u9');
    await challengesApi.tasks('c1');
    await challengesApi.addTask('c1', { type: 'habit', text: 'Stretch' });
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/v4/challenges/c1/members?includeAllPublicFields=true',
      'GET /api/v4/challenges/c1/members?lastId=u9&includeAllPublicFields=true',
      'GET /api/v4/challenges/c1/members/u9',
      'GET /api/v4/tasks/challenge/c1',
      'POST /api/v4/tasks/challenge/c1',
    ]);
  });

  it('unlinks broken copies one by one or all of a challenge, with keep in the query', async () => {
    const calls = fakeFetch(() => ok({}));
    await challengesApi.unlinkOne('t1', 'remove');
    await challengesApi.unlinkAll('c1', 'keep-all');
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/v4/tasks/unlink-one/t1?keep=remove',
      'POST /api/v4/tasks/unlink-all/c1?keep=keep-all',
    ]);
  });

  it('exports the CSV as text, and a refusal goes through the error catalogue', async () => {
    fakeFetch(() => new Response('UUID,Display Name,Username\n', { status: 200 }));
    expect(await challengesApi.exportCsv('c1')).toBe('UUID,Display Name,Username\n');
    fakeFetch(() =>
      json(404, { success: false, error: 'NotFound', message: 'Challenge not found.' }),
    );
    await expect(challengesApi.exportCsv('c1')).rejects.toMatchObject({ status: 404 });
  });
});

describe('groupPlansApi', () => {
  it('creates a plan group and passes on the server’s message (granted for free)', async () => {
    const message = 'No payment provider is configured: your group plan is free.';
    const calls = fakeFetch(() => ok({ _id: 'g1', name: 'Home' }, { message }));
    const answer = await groupPlansApi.create({ name: 'Home', summary: '', description: '' });
    expect(answer).toEqual({ group: { _id: 'g1', name: 'Home' }, message });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/v4/groups/create-plan',
      body: {
        groupToCreate: { type: 'guild', privacy: 'private', name: 'Home' },
        paymentType: 'groupPlan',
      },
    });
  });

  it('sends the board calls: assign a list of ids, unassign, approve, needs work, approvals', async () => {
    const calls = fakeFetch(() => ok({}));
    await groupPlansApi.board('g1');
    await groupPlansApi.completedBoardTodos('g1');
    await groupPlansApi.addTask('g1', { type: 'todo', text: 'Dishes', requiresApproval: true });
    await groupPlansApi.assign('t1', ['u1', 'u2']);
    await groupPlansApi.unassign('t1', 'u2');
    await groupPlansApi.approve('t1', 'u1');
    await groupPlansApi.needsWork('t1', 'u1');
    await groupPlansApi.approvals('g1');
    await groupPlansApi.updateTask('t1', { requiresApproval: false });
    await groupPlansApi.move('t1', 0);
    expect(calls.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['GET', '/api/v4/tasks/group/g1', undefined],
      ['GET', '/api/v4/tasks/group/g1?type=completedTodos', undefined],
      ['POST', '/api/v4/tasks/group/g1', { type: 'todo', text: 'Dishes', requiresApproval: true }],
      ['POST', '/api/v4/tasks/t1/assign', ['u1', 'u2']],
      ['POST', '/api/v4/tasks/t1/unassign/u2', undefined],
      ['POST', '/api/v4/tasks/t1/approve/u1', undefined],
      ['POST', '/api/v4/tasks/t1/needs-work/u1', undefined],
      ['GET', '/api/v4/approvals/group/g1', undefined],
      ['PUT', '/api/v4/tasks/t1', { requiresApproval: false }],
      ['POST', '/api/v4/group-tasks/t1/move/to/0', undefined],
    ]);
  });
});
