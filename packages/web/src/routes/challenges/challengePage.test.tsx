// /challenges/:challengeId: join, leave with keep or remove, the leader's tasks, the leaderboard
// and a member's progress, select winner, delete with the refund, report, export; a challenge out
// of reach shows its failure.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Challenge } from '../../api/challengeTypes.ts';
import { json, type FakeCall } from '../../test/requestKit.ts';
import {
  answering,
  fakeTasksApi,
  loadPlayer,
  makeTask,
  ok,
  type Route,
} from '../../test/tasksKit.ts';
import { ChallengePage } from './ChallengePage.tsx';
import { makeChallenge, makeMember, pathOf, renderRoutes, viewerId } from './challengeTestKit.tsx';
import { useReadsStore } from '../../store/readsStore.ts';

afterEach(() => vi.restoreAllMocks());

const challengeTasks = [
  makeTask({ type: 'habit', _id: 'ct-1', text: 'Stretch' }),
  makeTask({ type: 'todo', _id: 'ct-2', text: 'Sign up for a race', notes: 'Any distance' }),
];
const members = [makeMember('member-1', 'Ann'), makeMember('member-2', 'Ben')];

function serve(challenge: Challenge, ...extra: Route[]) {
  return fakeTasksApi(
    ...extra,
    answering('GET', `/challenges/${challenge._id}`, () => ok(challenge)),
    answering('GET', `/tasks/challenge/${challenge._id}`, () => ok(challengeTasks)),
    answering('GET', /^\/challenges\/[^/]+\/members\?/, () => ok(members)),
    answering('GET', '/tasks/user', () => ok([])),
    answering('GET', '/tags', () => ok([])),
  );
}

const userAnswer = (challenges: string[]) => (_call: FakeCall) =>
  ok({ id: viewerId, _v: 2, challenges });

const routes = [
  { path: '/challenges/:challengeId', element: <ChallengePage /> },
  { path: '/challenges/myChallenges', element: <p>my challenges</p> },
];

const sent = (calls: FakeCall[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${pathOf(call.url)}`);

describe('a challenge I am not in', () => {
  it('shows the challenge and its tasks without controls, and joins', async () => {
    loadPlayer({}, { challenges: [] });
    const challenge = makeChallenge(1, { description: 'Thirty days of running.' });
    let joined: string[] = [];
    const calls = serve(
      challenge,
      answering('POST', '/challenges/challenge-1/join', () => {
        joined = ['challenge-1'];
        return ok(challenge);
      }),
      answering('GET', '/user', (call) => userAnswer(joined)(call)),
    );
    renderRoutes(routes, '/challenges/challenge-1');

    expect(await screen.findByRole('heading', { name: 'Challenge 1' })).toBeTruthy();
    expect(screen.getByText('Thirty days of running.')).toBeTruthy();
    expect(screen.getByText('Lea')).toBeTruthy();
    expect(await screen.findByText('Stretch')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Stretch' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete challenge' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Select .* as winner/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Join challenge' }));
    expect(await screen.findByText('You take part')).toBeTruthy();
    expect(sent(calls)).toEqual(['POST /challenges/challenge-1/join']);
    // the copies arrive in the player's lists
    expect(calls.some((call) => pathOf(call.url) === '/tasks/user')).toBe(true);
  }, 20_000);

  it('says when the challenge cannot be loaded', async () => {
    loadPlayer();
    fakeTasksApi(
      answering('GET', '/challenges/gone', () =>
        json(404, { success: false, error: 'NotFound', message: 'Challenge not found.' }),
      ),
    );
    renderRoutes(routes, '/challenges/gone');
    expect(await screen.findByText(/This challenge could not be loaded/)).toBeTruthy();
  }, 20_000);
});

describe('a challenge I take part in', () => {
  it.each([
    ['Leave and keep the tasks', 'keep-all'],
    ['Leave and remove the tasks', 'remove-all'],
  ])(
    'leaves after asking: %s',
    async (choice, keep) => {
      loadPlayer({}, { challenges: ['challenge-1'] });
      const calls = serve(
        makeChallenge(1),
        answering('POST', '/challenges/challenge-1/leave', () => ok({})),
        answering('GET', '/user', userAnswer([])),
      );
      renderRoutes(routes, '/challenges/challenge-1');
      await userEvent.click(await screen.findByRole('button', { name: 'Leave challenge' }));
      const dialog = screen.getByRole('dialog', { name: 'Leave Challenge 1?' });
      await userEvent.click(within(dialog).getByRole('button', { name: choice }));

      expect(await screen.findByRole('button', { name: 'Join challenge' })).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
      const leave = calls.find((call) => call.method === 'POST');
      expect(leave?.body).toEqual({ keep });
    },
    20_000,
  );

  it('shows a member’s progress on the challenge’s tasks', async () => {
    loadPlayer({}, { challenges: ['challenge-1'] });
    serve(
      makeChallenge(1),
      answering('GET', '/challenges/challenge-1/members/member-1', () =>
        ok({
          ...members[0],
          tasks: [makeTask({ type: 'daily', text: 'Run', value: 3.5, completed: true, streak: 4 })],
        }),
      ),
    );
    renderRoutes(routes, '/challenges/challenge-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Progress of Ann' }));
    const dialog = await screen.findByRole('dialog', { name: 'Progress of Ann' });
    expect(await within(dialog).findByText('value 3.5 · done · streak 4')).toBeTruthy();
  }, 20_000);

  it('reports the challenge with a comment (on /api/v3)', async () => {
    loadPlayer({}, { challenges: ['challenge-1'] });
    const calls = serve(
      makeChallenge(1),
      answering('POST', '/api/v3/challenges/challenge-1/flag', () =>
        ok({ challenge: { flagCount: 1 } }),
      ),
    );
    renderRoutes(routes, '/challenges/challenge-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Challenge 1' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Why (optional)' }), 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText(/the moderators will look at it/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/v3/challenges/challenge-1/flag',
      body: { comment: 'Spam' },
    });
  }, 20_000);

  it('exports the members’ progress as a CSV file', async () => {
    loadPlayer({}, { challenges: ['challenge-1'] });
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    serve(
      makeChallenge(1),
      answering('GET', '/challenges/challenge-1/export/csv', () => new Response('UUID\n')),
    );
    renderRoutes(routes, '/challenges/challenge-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Export progress (CSV)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('challenge-1.csv');
  }, 20_000);
});

describe('a challenge I lead', () => {
  const mine = () => makeChallenge(1, { leader: { _id: viewerId, profile: { name: 'Robin' } } });

  it('adds, edits and deletes the challenge’s tasks', async () => {
    loadPlayer({}, { challenges: ['challenge-1'] });
    const calls = serve(
      mine(),
      answering('POST', '/tasks/challenge/challenge-1', (call) => ok(call.body)),
      answering('PUT', '/tasks/ct-1', (call) => ok(call.body)),
      answering('DELETE', '/tasks/ct-2', () => ok({})),
    );
    renderRoutes(routes, '/challenges/challenge-1');

    await userEvent.click(await screen.findByRole('button', { name: 'Add a daily' }));
    let dialog = screen.getByRole('dialog', { name: 'Add a daily' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Give the task a title.')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Run 5k');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Edit Stretch' }));
    dialog = screen.getByRole('dialog', { name: 'Edit habit' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Negative (−)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Delete Sign up for a race' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this challenge task?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const writes = calls.filter((call) => call.method !== 'GET');
    expect(writes.map(({ method, url, body }) => [method, pathOf(url), body])).toEqual([
      ['POST', '/tasks/challenge/challenge-1', { type: 'daily', text: 'Run 5k', notes: '' }],
      ['PUT', '/tasks/ct-1', { type: 'habit', text: 'Stretch', notes: '', up: true, down: false }],
      ['DELETE', '/tasks/ct-2', undefined],
    ]);
  }, 20_000);

  it('selects a winner after saying who gets the prize, then leaves the closed challenge', async () => {
    loadPlayer({}, { challenges: ['challenge-1'] });
    const calls = serve(
      mine(),
      answering('POST', '/challenges/challenge-1/selectWinner/member-2', () => ok({})),
      answering('GET', '/user', userAnswer([])),
    );
    const { router } = renderRoutes(routes, '/challenges/challenge-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Select Ben as winner' }));
    const dialog = screen.getByRole('dialog', { name: 'Make Ben the winner?' });
    expect(within(dialog).getByText(/Ben receives the prize of 8 gems/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select winner' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/challenges/myChallenges'));
    expect(screen.getByText('Ben won the challenge.')).toBeTruthy();
    expect(sent(calls)).toEqual(['POST /challenges/challenge-1/selectWinner/member-2']);
  }, 20_000);

  it.each([
    ['a winner closes it', 'POST', '/challenges/challenge-1/selectWinner/member-2'],
    ['it is deleted', 'DELETE', '/challenges/challenge-1'],
  ])(
    'asks nothing more about the challenge once %s',
    async (_case, method, path) => {
      loadPlayer({}, { challenges: ['challenge-1'] });
      const calls = serve(
        mine(),
        answering(method, path, () => ok({})),
        answering('GET', '/user', userAnswer([])),
      );
      renderRoutes(routes, '/challenges/challenge-1');
      if (method === 'POST') {
        await userEvent.click(await screen.findByRole('button', { name: 'Select Ben as winner' }));
        await userEvent.click(screen.getByRole('button', { name: 'Select winner' }));
      } else {
        await userEvent.click(await screen.findByRole('button', { name: 'Delete challenge' }));
        const dialog = screen.getByRole('dialog', { name: 'Delete Challenge 1?' });
        await userEvent.click(within(dialog).getByRole('button', { name: 'Delete challenge' }));
      }

      expect(await screen.findByText('my challenges')).toBeTruthy();
      const closedAt = calls.findIndex((call) => call.method === method);
      const later = calls.slice(closedAt + 1).map((call) => `${call.method} ${pathOf(call.url)}`);
      expect(later.filter((call) => call.includes('challenge-1'))).toEqual([]);
      // the player (who no longer holds the challenge) and their tasks are read again
      expect(later).toEqual(expect.arrayContaining(['GET /user', 'GET /tasks/user']));
      // nothing cached about it is left to show on a later visit
      const cachedAbout = (id: string) =>
        Object.keys(useReadsStore.getState().reads).filter(
          (key) => key.startsWith('challenges/') && key.includes(id),
        );
      await waitFor(() => expect(cachedAbout('challenge-1')).toEqual([]));
    },
    20_000,
  );

  it('keeps the challenge open when the winner is refused', async () => {
    loadPlayer({}, { challenges: ['challenge-1'] });
    const message = 'The winner must be a member of the challenge.';
    serve(
      mine(),
      answering('POST', '/challenges/challenge-1/selectWinner/member-1', () =>
        json(404, { success: false, error: 'NotFound', message }),
      ),
    );
    const { router } = renderRoutes(routes, '/challenges/challenge-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Select Ann as winner' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select winner' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/challenges/challenge-1');
    expect(screen.getByRole('dialog', { name: 'Make Ann the winner?' })).toBeTruthy();
  }, 20_000);

  it('deletes the challenge with the refund message', async () => {
    loadPlayer({}, { challenges: ['challenge-1'] });
    const calls = serve(
      mine(),
      answering('DELETE', '/challenges/challenge-1', () => ok({})),
      answering('GET', '/user', userAnswer([])),
    );
    const { router } = renderRoutes(routes, '/challenges/challenge-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete challenge' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Challenge 1?' });
    expect(within(dialog).getByText(/the prize of 8 gems is refunded to you/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete challenge' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/challenges/myChallenges'));
    expect(screen.getByText('Challenge 1 was deleted; 8 gems were refunded.')).toBeTruthy();
    expect(sent(calls)).toEqual(['DELETE /challenges/challenge-1']);
  }, 20_000);

  it('offers clone with the challenge’s fields filled in', async () => {
    loadPlayer({}, { challenges: ['challenge-1'], balance: 5 });
    serve(
      mine(),
      answering('GET', /^\/groups\?/, () => ok([])),
    );
    renderRoutes(routes, '/challenges/challenge-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Clone' }));
    const dialog = screen.getByRole('dialog', { name: 'Clone this challenge' });
    expect(within(dialog).getByRole('textbox', { name: 'Short name' })).toHaveProperty(
      'value',
      'ch1',
    );
    expect(within(dialog).getByRole('spinbutton', { name: 'Prize in gems' })).toHaveProperty(
      'value',
      '8',
    );
  }, 20_000);
});
