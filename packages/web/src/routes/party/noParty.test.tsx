// /party without a party: create a party, answer invitations.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/requestKit.ts';
import { answering, fakeTasksApi, ok } from '../../test/tasksKit.ts';
import { currentUser } from '../shops/shopTestKit.tsx';
import { PartyPage } from './PartyPage.tsx';
import {
  loadPartyPlayer,
  makeParty,
  partyMembers,
  renderRoute,
  viewerId,
} from './partyTestKit.tsx';

describe('/party without a party', () => {
  it('checks the party name beside its field before sending, then creates the party', async () => {
    loadPartyPlayer();
    const me = { _id: viewerId, id: viewerId, profile: { name: 'Robin' } };
    const created = makeParty({}, { name: 'Night Owls', leader: me });
    const calls = fakeTasksApi(
      answering('POST', '/groups', () => json(201, { success: true, data: created })),
      answering('GET', '/user', () => ok({ ...currentUser(), party: { _id: created._id } })),
      answering('GET', '/groups/party', () => ok(created)),
      answering('GET', /^\/groups\/party\/members/, () => ok(partyMembers())),
    );
    renderRoute('/party', <PartyPage />, 'party');

    const name = await screen.findByRole('textbox', { name: 'Party name' });
    await userEvent.type(name, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create party' }));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Give your party a name.',
    );
    expect(calls).toEqual([]);

    await userEvent.type(name, 'Night Owls');
    await userEvent.click(screen.getByRole('button', { name: 'Create party' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Night Owls' })).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/v4/groups',
      body: { type: 'party', name: 'Night Owls', privacy: 'private' },
    });
    // the leader is shown the way to the players looking for a party
    const invite = await screen.findByRole('region', { name: 'Invite a player' });
    expect(
      within(invite)
        .getByRole('link', { name: 'See the players looking for a party' })
        .getAttribute('href'),
    ).toBe('/looking-for-party');
  }, 20_000);

  it('shows the server’s message in an alert when joining fails, and stays out of a party', async () => {
    loadPartyPlayer(
      {},
      { invitations: { party: { id: 'party-9', name: 'Dawn Patrol', inviter: 'friend-1' } } },
    );
    const message = 'You cannot leave a party you are alone in while it is on a quest.';
    const calls = fakeTasksApi(
      answering('POST', '/groups/party-9/join', () =>
        json(401, { success: false, error: 'NotAuthorized', message }),
      ),
    );
    renderRoute('/party', <PartyPage />, 'party');

    const invitations = await screen.findByRole('list', { name: 'Party invitations' });
    expect(
      within(invitations).getByText('You are invited to join the party Dawn Patrol.'),
    ).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: 'Accept the invitation to Dawn Patrol' }),
    );

    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/v4/groups/party-9/join',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Create a party' })).toBeTruthy();
  }, 20_000);

  it('rejects an invitation and reads the user again', async () => {
    loadPartyPlayer({}, { invitations: { parties: [{ id: 'party-9', name: 'Dawn Patrol' }] } });
    const calls = fakeTasksApi(
      answering('POST', '/groups/party-9/reject-invite', () => ok({})),
      answering('GET', '/user', () => ok({ ...currentUser(), invitations: { parties: [] } })),
    );
    renderRoute('/party', <PartyPage />, 'party');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reject the invitation to Dawn Patrol' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Party invitations' })).toBeNull(),
    );
    expect(calls.map((call) => call.method)).toEqual(['POST', 'GET']);
  }, 20_000);
});
