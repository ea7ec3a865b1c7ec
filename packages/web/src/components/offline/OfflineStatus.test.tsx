import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n.ts';
import { useOutboxStore } from '../../store/outbox/outbox.ts';
import { setWaitingWorkerForTest } from './appUpdates.ts';
import { OfflineStatus } from './OfflineStatus.tsx';

afterEach(() => {
  setWaitingWorkerForTest(null);
  vi.restoreAllMocks();
});

function goOffline(isOffline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!isOffline);
  act(() => {
    window.dispatchEvent(new Event(isOffline ? 'offline' : 'online'));
  });
}

describe('the connection and version notices', () => {
  it('says "offline" in a polite live region that was there before, and clears it online', () => {
    render(<OfflineStatus />);
    const region = screen.getByRole('region', { name: 'Connection and updates' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    goOffline(true);
    expect(region.textContent).toMatch(/^Offline: your changes are kept here/);
    goOffline(false);
    expect(region.textContent).toBe('');
  });

  it('says how many changes wait to be sent, in the same region, until none do', () => {
    render(<OfflineStatus />);
    const region = screen.getByRole('region', { name: 'Connection and updates' });
    act(() => useOutboxStore.setState({ count: 1 }));
    expect(region.textContent).toBe('1 change waiting');
    act(() => useOutboxStore.setState({ count: 3 }));
    expect(region.textContent).toBe('3 changes waiting');
    act(() => useOutboxStore.setState({ count: 0 }));
    expect(region.textContent).toBe('');
  });

  it('offers a waiting new version, which takes over and reloads only when asked', async () => {
    render(<OfflineStatus />);
    const postMessage = vi.fn();
    const controllerChange = new EventTarget();
    vi.stubGlobal('navigator', {
      ...navigator,
      onLine: true,
      serviceWorker: {
        addEventListener: controllerChange.addEventListener.bind(controllerChange),
      },
    });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    act(() => setWaitingWorkerForTest({ postMessage } as unknown as ServiceWorker));
    const region = screen.getByRole('region', { name: 'Connection and updates' });
    expect(region.textContent).toContain('A new version of Questlog is ready.');
    expect(postMessage).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(postMessage).toHaveBeenCalledWith({ type: 'questlog:take-over' });
    expect(reload).not.toHaveBeenCalled();
    controllerChange.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
