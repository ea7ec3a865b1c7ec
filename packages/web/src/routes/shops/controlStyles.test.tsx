// issue 19.9: no browser-default buttons or selects on the shop and inventory screens (each takes
// a CSS-module class drawn from the design tokens), and tab-like switches show which is active.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeTasksApi } from '../../test/tasksKit.ts';
import { EquipmentPage } from '../inventory/EquipmentPage.tsx';
import { ItemsPage } from '../inventory/ItemsPage.tsx';
import { StablePage } from '../inventory/StablePage.tsx';
import { MarketPage } from './MarketPage.tsx';
import { loadShopPlayer, renderPage } from './shopTestKit.tsx';

function loadRichPlayer() {
  loadShopPlayer((player) => {
    const items = player['items'] as Record<string, unknown>;
    return {
      ...player,
      items: {
        ...items,
        eggs: { Wolf: 1 },
        hatchingPotions: { Base: 1 },
        food: { Meat: 2 },
        pets: { 'Fox-Base': 5 },
        mounts: { 'Fox-Base': true },
      },
    };
  });
  fakeTasksApi();
}

const pages: [string, string, ReactElement, [string, string]][] = [
  ['market', '/shops/market', <MarketPage />, ['shops', 'market']],
  ['stable', '/inventory/stable', <StablePage />, ['inventory', 'stable']],
  ['items', '/inventory/items', <ItemsPage />, ['inventory', 'items']],
  ['equipment', '/inventory/equipment', <EquipmentPage />, ['inventory', 'equipment']],
];

describe('styled controls (issue 19.9)', () => {
  it.each(pages)(
    'the %s page has no unstyled button or select',
    async (_, path, page, title) => {
      loadRichPlayer();
      const { container } = renderPage(path, page, title);
      await screen.findByRole('heading', { level: 1 });
      const controls = [...container.querySelectorAll('button, select')];
      expect(controls.length).toBeGreaterThan(0);
      const unstyled = controls.filter((control) => !control.getAttribute('class'));
      expect(unstyled.map((control) => control.outerHTML.slice(0, 80))).toEqual([]);
    },
    30_000,
  );

  it('shows the stable’s animal groups as tabs with the active one selected', async () => {
    loadRichPlayer();
    renderPage('/inventory/stable', <StablePage />, ['inventory', 'stable']);
    const tabs = await screen.findByRole('tablist', { name: 'Which animals' });
    const [first, second] = within(tabs).getAllByRole('tab');
    expect(first?.getAttribute('aria-selected')).toBe('true');
    await userEvent.click(second!);
    expect(second?.getAttribute('aria-selected')).toBe('true');
    expect(first?.getAttribute('aria-selected')).toBe('false');
  }, 30_000);
});
