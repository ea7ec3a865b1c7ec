import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadPlayer } from '../../test/tasksKit.ts';
import { StatsHeader } from './StatsHeader.tsx';

const meter = (name: string) => screen.getByRole('meter', { name });

describe('the stats header', () => {
  it('shows health, experience and mana with their numbers, level, gold and gems', () => {
    // level 6 needs 210 experience; max mana 2 × (int 4 + level bonus 3) + 30
    loadPlayer({ hp: 37.256, exp: 120, mp: 12, gp: 1234.5, lvl: 6, int: 4 }, { balance: 2.5 });
    render(<StatsHeader />, { wrapper: MemoryRouter });
    expect(meter('Health').getAttribute('aria-valuetext')).toBe('37.26 / 50');
    expect(meter('Experience').getAttribute('aria-valuetext')).toBe('120 / 210');
    expect(meter('Mana').getAttribute('aria-valuetext')).toBe('12 / 44');
    const character = screen.getByRole('region', { name: 'Your character' });
    expect(within(character).getByRole('img', { name: 'Avatar of Robin' })).toBeTruthy();
    const values = Object.fromEntries(
      [...character.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    );
    expect(values).toEqual({ Level: '6', Gold: '1.2k', Gems: '10' });
  });

  it("links to the player's own profile, stats, achievements and statistics", () => {
    loadPlayer({ hp: 50, exp: 0, mp: 10, gp: 0, lvl: 1 });
    render(<StatsHeader />, { wrapper: MemoryRouter });
    const pages = screen.getByRole('navigation', { name: 'Your profile' });
    const links = within(pages).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Profile', '/user/profile'],
      ['Stats', '/user/stats'],
      ['Achievements', '/user/achievements'],
      ['Statistics', '/statistics'],
    ]);
  });

  it('prefers the computed maxima the server sends', () => {
    loadPlayer({ hp: 10, mp: 5, exp: 1, lvl: 1, maxHealth: 50, maxMP: 80, toNextLevel: 25 });
    render(<StatsHeader />, { wrapper: MemoryRouter });
    expect(meter('Mana').getAttribute('aria-valuetext')).toBe('5 / 80');
  });
});
