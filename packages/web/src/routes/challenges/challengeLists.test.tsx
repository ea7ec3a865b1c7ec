// /challenges/myChallenges and /challenges/findChallenges: loading, empty, failed, "load more" 10
// at a time, filters; the create form's checks beside its fields (short name ≥ 3, summary ≤ 250,
// the Tavern's 1-gem minimum, can't afford before sending) and a created challenge opening.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TAVERN_ID } from '@questlog/core';
import { json } from '../../test/requestKit.ts';
import { answering, fakeTasksApi, loadPlayer, ok } from '../../test/tasksKit.ts';
import { ChallengePage } from './ChallengePage.tsx';
import { FindChallengesPage, MyChallengesPage } from './ChallengesListPage.tsx';
import { makeChallenge, pathOf, queryOf, renderRoutes, viewerId } from './challengeTestKit.tsx';

const lists = [
  { path: '/challenges/myChallenges', element: <MyChallengesPage /> },
  { path: '/challenges/findChallenges', element: <FindChallengesPage /> },
];
const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => makeChallenge(from + index));

const hostGroups = [
  {
    _id: 'party-1',
    name: 'The Early Birds',
    type: 'party',
    leader: { _id: viewerId, profile: { name: 'Robin' } },
    balance: 1, // 4 gems in the bank, which its leader may spend
  },
  { _id: 'guild-1', name: 'Readers', type: 'guild', leader: { _id: 'other' }, balance: 5 },
  { _id: TAVERN_ID, name: 'Tavern', type: 'guild', balance: 0 },
];

describe('challenge lists', () => {
  it('lists my challenges 10 at a time and loads more until a short page', async () => {
    loadPlayer();
    const calls = fakeTasksApi(
      answering('GET', /^\/challenges\/user\?/, (call) =>
        ok(queryOf(call.url).page === '0' ? page(0, 10) : page(10, 3)),
      ),
    );
    renderRoutes(lists, '/challenges/myChallenges');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const list = await screen.findByRole('list', { name: 'Challenges I take part in' });
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(10);
    expect(within(list).getAllByText('8 gems').length).toBe(10);
    expect(queryOf(calls[0]!.url)).toEqual({ page: '0', member: 'true' });

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Challenge 12' })).toBeTruthy();
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(13);
    expect(queryOf(calls[1]!.url)).toEqual({ page: '1', member: 'true' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  }, 20_000);

  it('says when there is none, and searches by words, leader and categories', async () => {
    loadPlayer();
    const calls = fakeTasksApi(answering('GET', /^\/challenges\/user\?/, () => ok([])));
    renderRoutes(lists, '/challenges/findChallenges');
    expect(await screen.findByText(/No challenge matches/)).toBeTruthy();
    expect(queryOf(calls[0]!.url)).toEqual({ page: '0' });

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search challenges' }),
      'run{Enter}',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Challenges I lead' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Academics' }));
    await waitFor(() =>
      expect(queryOf(calls.at(-1)!.url)).toEqual({
        page: '0',
        owned: 'owned',
        search: 'run',
        categories: 'academics',
      }),
    );
  }, 20_000);

  it('shows a failed load with a retry that loads again', async () => {
    loadPlayer();
    let isDown = true;
    fakeTasksApi(
      answering('GET', /^\/challenges\/user\?/, () =>
        isDown
          ? json(500, { success: false, error: 'InternalServerError', message: 'Down.' })
          : ok([makeChallenge(1)]),
      ),
    );
    renderRoutes(lists, '/challenges/myChallenges');
    const alert = await screen.findByText('The challenges could not be loaded.');
    isDown = false;
    await userEvent.click(within(alert.parentElement!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Challenge 1' })).toBeTruthy();
  }, 20_000);
});

describe('create a challenge', () => {
  async function openForm() {
    const calls = fakeTasksApi(
      answering('GET', /^\/challenges\/user\?/, () => ok([])),
      answering('GET', /^\/groups\?/, () => ok(hostGroups)),
      answering('POST', '/challenges', (call) =>
        json(201, { success: true, data: makeChallenge(7, call.body as object) }),
      ),
      answering('GET', '/challenges/challenge-7', () => ok(makeChallenge(7))),
      answering('GET', '/user', () => ok({ id: viewerId, _v: 2, balance: 1, challenges: [] })),
    );
    const view = renderRoutes(
      [...lists, { path: '/challenges/:challengeId', element: <ChallengePage /> }],
      '/challenges/myChallenges',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Create a challenge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a challenge' });
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Choose a party, guild or the Tavern',
        'The Early Birds',
        'Readers',
        'Tavern (public)',
      ]),
    );
    return { calls, dialog, ...view };
  }

  it('checks the fields beside them and sends nothing', async () => {
    loadPlayer({}, { balance: 2.5 }); // 10 gems
    const { calls, dialog } = await openForm();
    const summary = within(dialog).getByRole('textbox', { name: 'Summary' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Short name' }), 'ab');
    await userEvent.click(summary);
    await userEvent.paste('s'.repeat(251));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create challenge' }));

    expect(within(dialog).getByText('Choose where the challenge runs.')).toBeTruthy();
    expect(within(dialog).getByText('Give the challenge a name.')).toBeTruthy();
    const shortName = within(dialog).getByRole('textbox', { name: 'Short name' });
    expect(shortName.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('The short name needs at least 3 characters.')).toBeTruthy();
    expect(summary.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('The summary can be at most 250 characters.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  }, 20_000);

  it('shows the Tavern minimum and “can’t afford” as the prize is typed, before sending', async () => {
    loadPlayer({}, { balance: 2.5 }); // 10 gems
    const { calls, dialog } = await openForm();
    const group = within(dialog).getByRole('combobox', { name: 'Where it runs' });
    const prize = within(dialog).getByRole('spinbutton', { name: 'Prize in gems' });

    await userEvent.selectOptions(group, TAVERN_ID);
    await userEvent.clear(prize);
    await userEvent.type(prize, '0');
    expect(
      within(dialog).getByText('A Tavern challenge needs a prize of at least 1 gem.'),
    ).toBeTruthy();

    await userEvent.clear(prize);
    await userEvent.type(prize, '11');
    expect(
      within(dialog).getByText("You can't afford this prize: you can spend 10 gems."),
    ).toBeTruthy();
    expect(prize.getAttribute('aria-invalid')).toBe('true');

    // a group I lead adds its bank (4 gems) to what I can spend; another's bank does not
    await userEvent.selectOptions(group, 'party-1');
    expect(within(dialog).queryByText(/can't afford/)).toBeNull();
    expect(within(dialog).getByText(/the group's bank 4 gems/)).toBeTruthy();
    await userEvent.selectOptions(group, 'guild-1');
    expect(
      within(dialog).getByText("You can't afford this prize: you can spend 10 gems."),
    ).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create challenge' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  }, 20_000);

  it('creates the challenge and opens it', async () => {
    loadPlayer({}, { balance: 2.5 });
    const { calls, dialog, router } = await openForm();
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Where it runs' }),
      'party-1',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' Morning run ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Short name' }), 'run');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Summary' }), 'Run daily');
    const prize = within(dialog).getByRole('spinbutton', { name: 'Prize in gems' });
    await userEvent.clear(prize);
    await userEvent.type(prize, '14');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Health and fitness' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create challenge' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/challenges/challenge-7'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({
      url: '/api/v4/challenges',
      body: {
        group: 'party-1',
        name: 'Morning run',
        shortName: 'run',
        summary: 'Run daily',
        description: '',
        prize: 14,
        categories: [{ slug: 'health_fitness' }],
      },
    });
    expect(calls.some((call) => pathOf(call.url) === '/user')).toBe(true);
  }, 20_000);
});

describe('a refused creation', () => {
  it('shows the server’s message in the form and stays open', async () => {
    loadPlayer({}, { balance: 2.5 });
    const message = 'Only the group leader can create challenges in this group.';
    fakeTasksApi(
      answering('GET', /^\/challenges\/user\?/, () => ok([])),
      answering('GET', /^\/groups\?/, () => ok(hostGroups)),
      answering('POST', '/challenges', () =>
        json(401, { success: false, error: 'NotAuthorized', message }),
      ),
    );
    renderRoutes(lists, '/challenges/myChallenges');
    await userEvent.click(await screen.findByRole('button', { name: 'Create a challenge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a challenge' });
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(4));
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Where it runs' }),
      'guild-1',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Read');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Short name' }), 'read');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create challenge' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('dialog', { name: 'Create a challenge' })).toBeTruthy();
  }, 20_000);
});
