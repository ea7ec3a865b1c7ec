import { describe, expect, it, vi } from 'vitest';
import type { Access } from './access.ts';
import { preloadScreens } from './routeHandle.ts';

const route = (access?: Access) => ({ handle: { access, preload: vi.fn(async () => {}) } });

describe('preloadScreens', () => {
  it("loads a player's screen for a signed-in player", () => {
    const tasks = route({ kind: 'login' });
    preloadScreens([route(), tasks], { isAnonymous: false });
    expect(tasks.handle.preload).toHaveBeenCalledTimes(1);
  });

  it("never loads a player's screen for a visitor, who is sent to the home page", () => {
    const shell = route();
    const tasks = route({ kind: 'login' });
    const admin = route({ kind: 'permission', anyOf: ['userSupport'] });
    preloadScreens([shell, tasks], { isAnonymous: true });
    preloadScreens([admin], { isAnonymous: true });
    expect(shell.handle.preload).not.toHaveBeenCalled();
    expect(tasks.handle.preload).not.toHaveBeenCalled();
    expect(admin.handle.preload).not.toHaveBeenCalled();
  });

  it('loads public screens for anyone, and the sign-in pages only for a visitor', () => {
    const home = route({ kind: 'public' });
    const login = route({ kind: 'anonymousOnly' });
    preloadScreens([home], { isAnonymous: true });
    preloadScreens([login], { isAnonymous: false });
    expect(home.handle.preload).toHaveBeenCalledTimes(1);
    expect(login.handle.preload).not.toHaveBeenCalled();
  });
});
