// /admin/groups and /admin/groups/:groupId (issue 18.8): look a group up, see it, edit what the
// server's schema accepts; refusals beside their fields.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { callsTo, errorBeside, ok, refused, signInStaff } from './adminTestKit.ts';

const groupId = 'aaaaaaaa-2222-4333-8444-555555555555';
const leaderId = '11111111-2222-4333-8444-555555555555';
const groupPath = `/api/v4/admin/groups/${groupId}`;
const staff = ['userSupport', 'groupSupport', 'groupsSupport'] as const;

const group = (extra: object = {}) => ({
  _id: groupId,
  id: groupId,
  name: 'Night Owls',
  type: 'guild',
  privacy: 'private',
  summary: 'We read late',
  description: '',
  leader: { _id: leaderId, id: leaderId, profile: { name: 'Alice' } },
  memberCount: 4,
  challengeCount: 1,
  balance: 2,
  managers: {},
  quest: {
    key: null,
    active: false,
    leader: null,
    members: {},
    progress: { collect: {} },
    extra: {},
  },
  leaderOnly: { challenges: false, getGems: false },
  leaderMessage: '',
  logo: '',
  bannedWordsAllowed: false,
  categories: [{ slug: 'hobbies_occupations' }],
  ...extra,
});

describe('admin groups', () => {
  it('looks a group up by its id and opens it', async () => {
    signInStaff([...staff], { [`GET ${groupPath}`]: () => ok(group()) });
    const { router } = renderApp('/admin/groups');
    const field = await screen.findByLabelText('Group id');
    await userEvent.type(field, 'night owls');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(errorBeside(field)).toBe('Enter a group id (like 0f1e2d3c-…).');
    await userEvent.clear(field);
    await userEvent.type(field, groupId.toUpperCase());
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const details = await screen.findByLabelText('Group details');
    expect(router.state.location.pathname).toBe(`/admin/groups/${groupId}`);
    expect(within(details).getByText('guild (private)')).toBeTruthy();
    expect(within(details).getByText('8')).toBeTruthy(); // 2 balance units are 8 gems
    expect(within(details).getByRole('link', { name: 'Alice' }).getAttribute('href')).toBe(
      `/admin/panel/${leaderId}`,
    );
  });

  it('sends only the changed fields the server accepts', async () => {
    const calls = signInStaff([...staff], {
      [`GET ${groupPath}`]: () => ok(group()),
      [`PUT ${groupPath}`]: () =>
        ok(group({ name: 'Early Birds', leaderOnly: { challenges: true } })),
    });
    renderApp(`/admin/groups/${groupId}`);
    const form = await screen.findByRole('form', { name: 'Edit group' });
    await userEvent.clear(within(form).getByLabelText('Name'));
    await userEvent.type(within(form).getByLabelText('Name'), ' Early Birds ');
    await userEvent.type(within(form).getByLabelText('Chat length'), '500');
    await userEvent.type(within(form).getByLabelText('Categories'), ', academics');
    await userEvent.click(within(form).getByLabelText('Only the leader creates challenges'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save group' }));
    expect(await screen.findByText('The group was saved.')).toBeTruthy();
    expect(callsTo(calls, 'PUT', groupPath).map((call) => call.body)).toEqual([
      {
        name: 'Early Birds',
        chatLimitCount: 500,
        categories: [{ slug: 'hobbies_occupations' }, { slug: 'academics' }],
        leaderOnly: { challenges: true },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Early Birds' })).toBeTruthy();
  });

  it('checks fields before sending and shows the server refusal beside its field', async () => {
    const calls = signInStaff([...staff], {
      [`GET ${groupPath}`]: () => ok(group({ type: 'party', categories: [] })),
      [`PUT ${groupPath}`]: () =>
        refused(400, 'Invalid leader: must be a member.', [
          { param: 'leader', message: 'Invalid leader: must be a member.' },
        ]),
    });
    renderApp(`/admin/groups/${groupId}`);
    const form = await screen.findByRole('form', { name: 'Edit group' });
    // a party has no categories
    expect(within(form).queryByLabelText('Categories')).toBeNull();
    const name = within(form).getByLabelText('Name');
    const chat = within(form).getByLabelText('Chat length');
    const leader = within(form).getByLabelText('Leader');
    await userEvent.clear(name);
    await userEvent.type(chat, '50');
    await userEvent.click(within(form).getByRole('button', { name: 'Save group' }));
    expect(errorBeside(name)).toBe('Enter a name.');
    expect(errorBeside(chat)).toBe('Enter a whole number from 200 to 10000.');
    expect(callsTo(calls, 'PUT', groupPath)).toHaveLength(0);

    await userEvent.type(name, 'Owls');
    await userEvent.clear(chat);
    await userEvent.clear(leader);
    await userEvent.type(leader, '22222222-2222-4333-8444-555555555555');
    await userEvent.click(within(form).getByRole('button', { name: 'Save group' }));
    expect(await within(form).findByText('Invalid leader: must be a member.')).toBeTruthy();
    expect(errorBeside(leader)).toBe('Invalid leader: must be a member.');
    expect(callsTo(calls, 'PUT', groupPath).map((call) => call.body)).toEqual([
      { name: 'Owls', leader: '22222222-2222-4333-8444-555555555555' },
    ]);
  });

  it('tells staff without groupsSupport that they cannot open the group', async () => {
    const calls = signInStaff(['userSupport', 'groupSupport'], {});
    const { router } = renderApp('/admin/groups');
    const field = await screen.findByLabelText('Group id');
    await userEvent.type(field, groupId);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(errorBeside(field)).toBe('Opening a group needs the groupsSupport permission.');
    expect(router.state.location.pathname).toBe('/admin/groups');
    expect(callsTo(calls, 'GET', groupPath)).toHaveLength(0);
  });

  it('names the leader without a link for staff who cannot open the user panel', async () => {
    signInStaff(['accessControl', 'groupSupport', 'groupsSupport'], {
      [`GET ${groupPath}`]: () => ok(group()),
    });
    renderApp(`/admin/groups/${groupId}`);
    const details = await screen.findByLabelText('Group details');
    expect(within(details).getByText('Alice')).toBeTruthy();
    expect(within(details).queryByRole('link')).toBeNull();
  });

  it('says when no group has that id, and when it could not load', async () => {
    signInStaff([...staff], {});
    const { unmount } = renderApp(`/admin/groups/${groupId}`);
    expect(await screen.findByText(`No group has the id “${groupId}”.`)).toBeTruthy();
    unmount();
    signInStaff([...staff], { [`GET ${groupPath}`]: () => refused(500, 'Oops') });
    renderApp(`/admin/groups/${groupId}`);
    expect(await screen.findByText('The group could not be loaded.')).toBeTruthy();
  });
});
