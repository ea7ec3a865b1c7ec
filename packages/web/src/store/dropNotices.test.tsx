import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationStackView } from '../components/notifications/NotificationStack.tsx';
import {
  NotificationStack,
  notificationStack,
} from '../components/notifications/notificationStack.ts';
import type { NoticeInput } from '../components/notifications/noticeTypes.ts';
import { json } from '../test/requestKit.ts';
import { answering, fakeTasksApi } from '../test/tasksKit.ts';
import { loadShopPlayer } from '../routes/shops/shopTestKit.tsx';
import { watchServerNotices } from './serverNotices.ts';
import { useSessionStore } from './sessionStore.ts';
import { performShopAction } from './shopRules.ts';

afterEach(() => vi.restoreAllMocks());

const pushed = (push: { mock: { calls: [NoticeInput][] } }) =>
  push.mock.calls.map(([input]) => input);

describe('drop notices (issue 19.1)', () => {
  it('shows what the armoire gave as a drop with its picture, emptied included', async () => {
    loadShopPlayer((player) => ({ ...player, stats: { ...(player['stats'] as object), gp: 200 } }));
    const armoire = {
      type: 'gear',
      dropKey: 'weapon_armoire_basicCrossbow',
      dropText: 'Basic Crossbow',
      emptied: true,
    };
    const message = 'You found a piece of rare equipment in the Armoire: Basic Crossbow!';
    fakeTasksApi(
      answering('POST', '/user/buy-armoire', () =>
        json(200, { success: true, data: { items: {}, flags: {}, armoire }, message }),
      ),
      answering('GET', '/user', () => json(200, { success: true, data: {} })),
    );
    const push = vi.spyOn(notificationStack, 'push');
    await performShopAction({ kind: 'buyArmoire' });
    expect(pushed(push)).toEqual([
      { type: 'drop', text: message, icon: 'shop_weapon_armoire_basicCrossbow', emptied: true },
    ]);
  });

  it('draws the drop’s picture and opens the armoire-empty modal when it says so', async () => {
    const stack = new NotificationStack();
    render(<NotificationStackView stack={stack} />);
    stack.push({
      type: 'drop',
      text: 'Found!',
      icon: 'shop_weapon_armoire_basicCrossbow',
      emptied: true,
    });
    const notice = await screen.findByRole('status');
    // the art loads with the first notice that has a picture (issue 19.10)
    await waitFor(() =>
      expect(
        notice.querySelector('svg[data-sprite="gear:weapon_armoire_basicCrossbow"]'),
      ).not.toBeNull(),
    );
    expect(await screen.findByRole('dialog', { name: 'The armoire is empty' })).toBeTruthy();
  });

  it('shows first drops and onboarding complete once, then marks them read', async () => {
    loadShopPlayer((player) => ({
      ...player,
      notifications: [
        { id: 'n1', type: 'FIRST_DROPS', data: { egg: 'Wolf', hatchingPotion: 'Golden' } },
        { id: 'n2', type: 'ONBOARDING_COMPLETE' },
        { id: 'n3', type: 'NEW_CHAT_MESSAGE' },
      ],
    }));
    const calls = fakeTasksApi(
      answering('POST', '/notifications/n1/read', () => json(200, { success: true, data: [] })),
      answering('POST', '/notifications/n2/read', () => json(200, { success: true, data: [] })),
      // the first drops changed the items: the user is read again, the two notices read
      answering('GET', '/user', () =>
        json(200, {
          success: true,
          data: {
            ...useSessionStore.getState().user,
            notifications: [{ id: 'n3', type: 'NEW_CHAT_MESSAGE' }],
          },
        }),
      ),
    );
    const push = vi.spyOn(notificationStack, 'push');
    const stop = watchServerNotices();
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(
        expect.arrayContaining([
          'POST /api/v4/notifications/n1/read',
          'POST /api/v4/notifications/n2/read',
          'GET /api/v4/user',
        ]),
      ),
    );
    await waitFor(() =>
      expect(useSessionStore.getState().user?.notifications?.map((n) => n.id)).toEqual(['n3']),
    );
    // the answer to a later call brings the same list: nothing shows twice
    useSessionStore.setState({ user: { ...useSessionStore.getState().user! } });
    stop();
    expect(pushed(push)).toEqual([
      {
        type: 'drop',
        text: 'You found your first egg and hatching potion: a Wolf egg and a Golden potion. Hatch a pet in the stable!',
        icon: 'Pet_Egg_Wolf',
        emptied: false,
      },
      {
        type: 'drop',
        text: 'Onboarding complete! You earned 100 gold for your first steps.',
        icon: 'gold',
        emptied: false,
      },
    ]);
  });
});
