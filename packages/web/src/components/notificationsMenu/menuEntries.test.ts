import i18next from 'i18next';
import { TAVERN_ID } from '@questlog/core';
import { describe, expect, it } from 'vitest';
import type { ServerNotification } from '../../api/envelope.ts';
import type { User } from '../../api/types.ts';
import { menuEntries, notificationIdsOf, type MenuEntry } from './menuEntries.ts';

const PARTY_ID = 'party-1';
const GUILD_ID = '5e0c0c0c-1111-4222-8333-444444444444';

function makeUser(extra: Partial<User> = {}): User {
  return { id: 'user-1', party: { _id: PARTY_ID }, ...extra } as User;
}

const notification = (type: string | undefined, data?: unknown, seen = false) =>
  ({ id: `n-${type}`, type, data, seen }) satisfies ServerNotification;

const shown = (entry: MenuEntry) => ({
  text: i18next.t(entry.text.key, { ns: 'notificationsMenu', ...entry.text.values }),
  to: entry.to,
});

/** The one notification's line and link. */
function describe1(type: string | undefined, data?: unknown) {
  const entries = menuEntries(makeUser({ notifications: [notification(type, data)] }));
  expect(entries).toHaveLength(1);
  return shown(entries[0]!);
}

describe('the notifications menu: each kind of notification', () => {
  it.each([
    [
      'NEW_CHAT_MESSAGE',
      { group: { id: PARTY_ID, name: 'The Dawn Patrol' } },
      'New message in The Dawn Patrol',
      '/party',
    ],
    [
      'NEW_CHAT_MESSAGE',
      { group: { id: GUILD_ID, name: 'Early Risers' } },
      'New message in Early Risers',
      `/groups/guild/${GUILD_ID}`,
    ],
    [
      'NEW_CHAT_MESSAGE',
      { group: { id: TAVERN_ID, name: 'Tavern' } },
      'New message in Tavern',
      '/groups/tavern',
    ],
    [
      'CHAT_MENTION',
      { group: { id: GUILD_ID, name: 'Early Risers' }, author: 'Sam', messageId: 'm1' },
      'Sam mentioned you in Early Risers',
      `/groups/guild/${GUILD_ID}`,
    ],
    [
      'NEW_STUFF',
      { title: 'PETS GOT HUNGRIER' },
      'News from the Questlog team: PETS GOT HUNGRIER',
      '/static/new-stuff',
    ],
    ['NEW_STUFF', {}, 'News from the Questlog team', '/static/new-stuff'],
    [
      'CARD_RECEIVED',
      { card: 'birthday', from: { id: 'u-2', name: 'Sam' } },
      'Sam sent you a birthday card',
      '/inventory/items',
    ],
    [
      'CARD_RECEIVED',
      { card: 'mystery', from: { name: 'Sam' } },
      'Sam sent you a card',
      '/inventory/items',
    ],
    [
      'NEW_MYSTERY_ITEMS',
      { items: ['head_mystery_201611'] },
      "Your subscriber's mystery items have arrived",
      '/inventory/items',
    ],
    ['REBIRTH_ENABLED', undefined, 'The Orb of Rebirth is now in the Market', '/shops/market'],
    [
      'WON_CHALLENGE',
      { id: 'c-1', name: 'Drink water', prize: 4 },
      'You won the challenge Drink water!',
      '/challenges/c-1',
    ],
    [
      'GROUP_TASK_ASSIGNED',
      { message: 'Ann assigned you “Sweep”.', groupId: GUILD_ID, taskId: 't-1' },
      'Ann assigned you “Sweep”.',
      `/group-plans/${GUILD_ID}/task-information`,
    ],
    [
      'GROUP_TASK_ASSIGNED',
      { groupId: GUILD_ID },
      'A team task was assigned to you',
      `/group-plans/${GUILD_ID}/task-information`,
    ],
    [
      'GROUP_TASK_ASSIGNED',
      {
        message: 'Ann assigned you the task "Sweep".',
        groupId: GUILD_ID,
        task: { id: 't-1', text: 'Sweep' },
        manager: { id: 'u-3', name: 'Ann' },
      },
      'Ann assigned you “Sweep”',
      `/group-plans/${GUILD_ID}/task-information`,
    ],
    [
      'GROUP_TASK_APPROVAL',
      {
        message: 'Sam asks for approval of "Sweep".',
        groupId: GUILD_ID,
        userId: 'u-2',
        task: { id: 't-1', text: 'Sweep' },
        user: { id: 'u-2', name: 'Sam' },
      },
      'Sam asks you to approve “Sweep”',
      `/group-plans/${GUILD_ID}/task-information`,
    ],
    [
      'GROUP_TASK_APPROVED',
      {
        message: 'Your task "Sweep" has been approved.',
        groupId: GUILD_ID,
        task: { text: 'Sweep' },
      },
      'Your task “Sweep” was approved',
      `/group-plans/${GUILD_ID}/task-information`,
    ],
    [
      'GROUP_TASK_APPROVAL',
      { groupId: GUILD_ID, taskId: 't-1', userId: 'u-2' },
      'A team task is waiting for your approval',
      `/group-plans/${GUILD_ID}/task-information`,
    ],
    [
      'GROUP_TASK_APPROVED',
      { groupId: GUILD_ID, taskId: 't-1' },
      'Your team task was approved',
      `/group-plans/${GUILD_ID}/task-information`,
    ],
    [
      'GROUP_TASK_NEEDS_WORK',
      {
        message: 'ignored when the parts are there',
        task: { id: 't-1', text: 'Sweep' },
        group: { id: GUILD_ID, name: 'Early Risers' },
        manager: { id: 'u-3', name: 'Ann' },
      },
      'Ann says “Sweep” needs more work',
      `/group-plans/${GUILD_ID}/task-information`,
    ],
    [
      'GROUP_INVITE_ACCEPTED',
      { headerText: 'Sam accepted your invitation', bodyText: 'Sam joined Early Risers.' },
      'Sam accepted your invitation',
      undefined,
    ],
    ['GROUP_INVITE_ACCEPTED', {}, 'Someone accepted your invitation', undefined],
    [
      'GROUP_INVITE_ACCEPTED',
      {
        headerText: 'Sam accepted your invitation',
        user: { id: 'u-2', name: 'Sam' },
        group: { id: GUILD_ID, name: 'Early Risers', type: 'guild' },
      },
      'Sam accepted your invitation and joined Early Risers',
      `/groups/guild/${GUILD_ID}`,
    ],
    [
      'GROUP_INVITE_ACCEPTED',
      {
        user: { id: 'u-2', name: 'Sam' },
        group: { id: 'another-party', name: 'The Dawn Patrol', type: 'party' },
      },
      'Sam accepted your invitation and joined The Dawn Patrol',
      '/party',
    ],
    [
      'GROUP_INVITE_ACCEPTED',
      {
        user: { id: 'u-2', name: 'Sam' },
        group: { id: 'plan-1', name: 'Household', type: 'guild', groupPlan: true },
      },
      'Sam accepted your invitation and joined Household',
      '/group-plans/plan-1/information',
    ],
    [
      'NEW_CONTRIBUTOR_LEVEL',
      undefined,
      'You reached a new contributor tier. Thank you!',
      '/hall/contributors',
    ],
    [
      'LOGIN_INCENTIVE',
      { count: 3, nextRewardAt: 4, rewards: [{ type: 'gear', key: 'head_special_bardHat' }] },
      'You have checked in 3 times. Your next prize comes at 4',
      '/inventory/items',
    ],
    ['LOGIN_INCENTIVE', { count: 501, rewards: [] }, 'You have checked in 501 times', undefined],
    [
      'DROP_CAP_REACHED',
      { items: 5 },
      'You found 5 items today: that is the most for one day',
      '/inventory/items',
    ],
    [
      'LEVEL_DROP',
      { quest: 'atom1', level: 15 },
      'You reached level 15 and found a quest scroll',
      '/inventory/items',
    ],
    [
      'ACHIEVEMENT_PARTY_UP',
      {},
      'Achievement: Party Up! You joined a party with another player',
      '/user/achievements',
    ],
    [
      'GUILD_JOINED_ACHIEVEMENT',
      { achievement: 'joinedGuild' },
      'Achievement: Guild Member! You joined your first guild',
      '/user/achievements',
    ],
    [
      'ULTIMATE_GEAR_ACHIEVEMENT',
      { class: 'healer' },
      'Achievement: Ultimate Gear! You own the full set of healer gear',
      '/user/achievements',
    ],
    [
      'STREAK_ACHIEVEMENT',
      undefined,
      'Achievement: Streak! You completed a daily 21 days in a row',
      '/user/achievements',
    ],
    [
      'ACHIEVEMENT',
      { achievement: 'someday' },
      'You earned a new achievement',
      '/user/achievements',
    ],
    ['SHINY_NEW_ACHIEVEMENT', undefined, 'You earned a new achievement', '/user/achievements'],
  ])('%s %j reads “%s” and leads to %s', (type, data, text, to) => {
    expect(describe1(type, data)).toEqual({ text, to });
  });

  it.each([
    ['an unknown type', 'SOMETHING_NEW', { whatever: [1, 2] }],
    ['no type', undefined, undefined],
    ['data that is not an object', 'NEW_CHAT_MESSAGE', 'a string'],
    ['a card with no sender', 'CARD_RECEIVED', null],
  ])('gives %s a line of its own, never a crash', (_case, type, data) => {
    const { text } = describe1(type, data);
    expect(text).not.toBe('');
    expect(text).not.toMatch(/entries\.|achievements\.|\{\{/);
  });

  it('reads an unknown type as a plain line with nowhere to go', () => {
    expect(describe1('SOMETHING_NEW', {})).toEqual({
      text: 'You have a new notification',
      to: undefined,
    });
  });

  it('leaves out what the client acts on itself (SCORED_TASK)', () => {
    const user = makeUser({ notifications: [notification('SCORED_TASK', { direction: 'up' })] });
    expect(menuEntries(user)).toEqual([]);
  });
});

describe('the notifications menu: what waits for the player', () => {
  const withClass = {
    stats: { lvl: 12, class: 'rogue', points: 2 },
    flags: { classSelected: true },
    preferences: {},
  } as Partial<User>;

  it('lists invitations and stat points before the notifications, newest notification first', () => {
    const user = makeUser({
      ...withClass,
      party: { _id: PARTY_ID, quest: { key: 'atom1', RSVPNeeded: true } },
      invitations: {
        party: { id: 'p-2', name: 'Night Owls', inviter: 'u-9' },
        parties: [{ id: 'p-2', name: 'Night Owls', inviter: 'u-9' }],
        guilds: [
          { id: GUILD_ID, name: 'Early Risers', inviter: 'u-9', publicGuild: true },
          { id: 'g-2', name: 'Quiet Corner', inviter: 'u-9', publicGuild: false },
          { id: 'plan-1', name: 'Household', inviter: 'u-9', publicGuild: false, groupPlan: true },
        ],
      },
      notifications: [
        { id: 'old', type: 'REBIRTH_ENABLED', seen: true },
        { id: 'new', type: 'NEW_STUFF', data: { title: 'NEWS' }, seen: false },
      ],
    } as Partial<User>);
    const entries = menuEntries(user);
    expect(entries.map(shown)).toEqual([
      { text: 'You are invited to join the party Night Owls', to: '/party' },
      { text: 'You are invited to join the guild Early Risers', to: `/groups/guild/${GUILD_ID}` },
      // A private guild or a plan cannot be seen from outside: their invitations are answered
      // where the invitee lists their guilds and plans.
      { text: 'You are invited to join the guild Quiet Corner', to: '/groups/myGuilds' },
      { text: 'You are invited to join the group plan Household', to: '/group-plans' },
      { text: 'Your party invites you to a quest', to: '/party' },
      { text: 'You have 2 stat points to allocate', to: '/' },
      { text: 'News from the Questlog team: NEWS', to: '/static/new-stuff' },
      { text: 'The Orb of Rebirth is now in the Market', to: '/shops/market' },
    ]);
    // what waits for an answer counts as new; of the notifications, the unseen one
    expect(entries.map((entry) => entry.isNew)).toEqual([
      ...[true, true, true, true, true, true],
      ...[true, false],
    ]);
    expect(notificationIdsOf(entries)).toEqual(['new', 'old']);
    expect(notificationIdsOf(entries, true)).toEqual(['new']);
  });

  it.each([
    ['no class chosen', { ...withClass, flags: { classSelected: false } }],
    ['classes disabled', { ...withClass, preferences: { disableClasses: true } }],
    ['no points', { ...withClass, stats: { lvl: 12, class: 'rogue', points: 0 } }],
  ])('shows no stat points with %s', (_case, extra) => {
    expect(menuEntries(makeUser(extra as Partial<User>))).toEqual([]);
  });

  it('says one stat point in the singular', () => {
    const user = makeUser({
      ...withClass,
      stats: { lvl: 12, class: 'rogue', points: 1 } as User['stats'],
    });
    expect(menuEntries(user).map(shown)).toEqual([
      { text: 'You have 1 stat point to allocate', to: '/' },
    ]);
  });

  it('lists nothing without a player', () => {
    expect(menuEntries(null)).toEqual([]);
  });
});
