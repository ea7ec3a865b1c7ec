// The quest card's states, with figures from core's quest catalogue.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { newPlayerItems, questBossText, questByKey, questText } from '@questlog/core';
import type { Party } from '../../api/partyTypes.ts';
import { answering, fakeTasksApi, ok } from '../../test/tasksKit.ts';
import { currentUser } from '../shops/shopTestKit.tsx';
import { PartyPage } from './PartyPage.tsx';
import {
  friendId,
  loadPartyPlayer,
  makeParty,
  partyMembers,
  renderRoute,
  viewerId,
} from './partyTestKit.tsx';

/** The party API: GET /user answers the session's user, GET /groups/party the given party. */
function partyApi(party: () => Party, ...routes: Parameters<typeof fakeTasksApi>) {
  return fakeTasksApi(
    ...routes,
    answering('GET', '/user', () => ok(currentUser())),
    answering('GET', '/groups/party', () => ok(party())),
    answering('GET', /^\/groups\/party\/members\?includeAllPublicFields=true$/, () =>
      ok(partyMembers()),
    ),
  );
}

const inParty = (quest: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  loadPartyPlayer(
    {
      _id: 'party-1',
      quest: { key: null, RSVPNeeded: false, progress: { up: 0, collectedItems: 0 }, ...quest },
    },
    extra,
  );

const gryphon = questText['gryphon']?.text ?? 'gryphon';

/** The quest card: the region named by the quest's title. */
const questCard = (title = gryphon) => screen.findByRole('region', { name: title });

describe('the quest card', () => {
  it('with no quest offers the owned scrolls; "Invite party" invites and reloads the party', async () => {
    inParty({}, { items: { ...newPlayerItems(new Date()), quests: { gryphon: 1 } } });
    const party = makeParty();
    const calls = partyApi(
      () => party,
      answering('POST', '/groups/party/quests/invite/gryphon', () => {
        party.quest = { ...party.quest, key: 'gryphon', leader: viewerId };
        return ok(party.quest);
      }),
    );
    renderRoute('/party', <PartyPage />, 'party');

    expect(await screen.findByText('Your party is not on a quest.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: `Invite the party to ${gryphon}` }));

    expect(await screen.findByRole('heading', { level: 2, name: gryphon })).toBeTruthy();
    const requests = calls.map((call) => `${call.method} ${call.url.replace('/api/v4', '')}`);
    expect(requests).toContain('POST /groups/party/quests/invite/gryphon');
    expect(
      requests.slice(requests.indexOf('POST /groups/party/quests/invite/gryphon') + 1),
    ).toEqual(expect.arrayContaining(['GET /user', 'GET /groups/party']));
  }, 20_000);

  it('pending with RSVPNeeded: who accepted, who has not, and Accept for the viewer', async () => {
    inParty({ key: 'gryphon', RSVPNeeded: true });
    const party = makeParty({
      key: 'gryphon',
      leader: friendId,
      members: { [friendId]: true, [viewerId]: null },
    });
    const calls = partyApi(
      () => party,
      answering('POST', '/groups/party/quests/accept', () => {
        party.quest = {
          ...party.quest,
          active: true,
          members: { [friendId]: true, [viewerId]: true },
        };
        return ok(party.quest);
      }),
    );
    renderRoute('/party', <PartyPage />, 'party');

    const card = await questCard();
    expect(within(card).getByRole('list', { name: 'Members who accepted' }).textContent).toBe(
      'Alice',
    );
    expect(
      within(card).getByRole('list', { name: 'Members who have not answered' }).textContent,
    ).toBe('Robin');
    expect(within(card).getByText('You are invited to this quest.')).toBeTruthy();
    // neither the quest owner nor the party leader: no Start now, no Cancel
    expect(within(card).queryByRole('button', { name: 'Start now' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Cancel quest' })).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith('/groups/party/quests/accept'))).toBe(true),
    );
    const maxHp = questByKey('gryphon')?.boss?.hp ?? 0;
    expect(
      (await screen.findByRole('meter', { name: 'Boss health' })).getAttribute('aria-valuemax'),
    ).toBe(String(maxHp));
  }, 20_000);

  it('pending, for the quest owner: Start now and Cancel (asked first)', async () => {
    inParty({ key: 'gryphon' });
    const party = makeParty({
      key: 'gryphon',
      leader: viewerId,
      members: { [viewerId]: true, [friendId]: null },
    });
    const calls = partyApi(
      () => party,
      answering('POST', '/groups/party/quests/cancel', () => {
        party.quest = { key: null, active: false, leader: null, members: {}, progress: {} };
        return ok(party.quest);
      }),
    );
    renderRoute('/party', <PartyPage />, 'party');

    const card = await questCard();
    expect(within(card).getByRole('button', { name: 'Start now' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel quest' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this quest?' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel quest' }));
    expect(await screen.findByText('Your party is not on a quest.')).toBeTruthy();
  }, 20_000);

  it('active boss with rage: health rounded up to 2 decimals, own pending damage floored to 1', async () => {
    const key = 'dilatoryDistress2';
    const boss = questByKey(key)?.boss;
    if (!boss?.rage) throw new Error('the catalogue lost the rage boss');
    inParty({ key, progress: { up: 7.89, collectedItems: 0 } });
    partyApi(() =>
      makeParty({
        key,
        active: true,
        leader: friendId,
        members: { [friendId]: true, [viewerId]: true },
        progress: { hp: 123.451, rage: 12.5, collect: {} },
      }),
    );
    renderRoute('/party', <PartyPage />, 'party');

    const health = await screen.findByRole('meter', { name: 'Boss health' });
    expect(health.getAttribute('aria-valuetext')).toBe(`123.46 / ${boss.hp}`);
    expect(screen.getByText('Your pending damage: 7.8')).toBeTruthy();
    expect(screen.getByRole('img', { name: questBossText[key]?.text })).toBeTruthy();
    const rage = screen.getByRole('meter', { name: 'Rage' });
    expect(rage.getAttribute('aria-valuetext')).toBe(`Rage 12.5 / ${boss.rage.value}`);
    // a participant who does not own the scroll may leave; only the owner or leader aborts
    expect(screen.getByRole('button', { name: 'Leave quest' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Abort quest' })).toBeNull();
  }, 20_000);

  it('active collection: one bar per item and the viewer’s pending finds', async () => {
    const key = 'moon1';
    const goals = Object.entries(questByKey(key)?.collect ?? {});
    expect(goals.length).toBeGreaterThan(0);
    inParty({ key, progress: { up: 0, collectedItems: 3 } });
    partyApi(() =>
      makeParty(
        {
          key,
          active: true,
          leader: viewerId,
          members: { [friendId]: true, [viewerId]: true },
          progress: { collect: { [goals[0]![0]]: 5 } },
        },
        { leader: { _id: viewerId, profile: { name: 'Robin' } } },
      ),
    );
    renderRoute('/party', <PartyPage />, 'party');

    const meters = await screen.findAllByRole('meter', { name: /Shards|Moon/ });
    expect(meters).toHaveLength(goals.length);
    expect(meters[0]!.getAttribute('aria-valuetext')).toBe(`5 / ${goals[0]![1]}`);
    expect(screen.getByText('3 items pending')).toBeTruthy();
    // the owner cannot leave their own quest, but may abort it
    expect(screen.queryByRole('button', { name: 'Leave quest' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Abort quest' })).toBeTruthy();
  }, 20_000);
});
