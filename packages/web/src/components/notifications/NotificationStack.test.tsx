import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBannerStore } from '../../store/bannerStore.ts';
import { Modal } from '../Modal.tsx';
import { NotificationStackView } from './NotificationStack.tsx';
import { notificationStack } from './notificationStack.ts';
import { notify } from './notify.ts';
import { stackTop } from './stackPosition.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  notificationStack.clear();
  useBannerStore.getState().restore();
  vi.useRealTimers();
});

const region = () => screen.getByRole('region', { name: 'Notices' });

describe('notification stack view', () => {
  it('shows notices in a polite live region; errors are alerts with a close button', () => {
    render(<NotificationStackView />);
    expect(region().getAttribute('aria-live')).toBe('polite');
    act(() => {
      notify.error('Something failed.');
    });
    const alert = within(region()).getByRole('alert');
    expect(alert.textContent).toContain('Questlog');
    expect(alert.textContent).toContain('Something failed.');
    const close = within(alert).getByRole('button', { name: 'Close dialog' });
    expect(close.getAttribute('title')).toBe('Close dialog');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(within(region()).getByRole('alert')).toBeTruthy();
    fireEvent.click(close);
    expect(within(region()).queryByRole('alert')).toBeNull();
  });

  it('keeps an error closable while a dialog is open: the dialog makes only the page inert', () => {
    render(
      <>
        <main>
          <button type="button">Behind the dialog</button>
        </main>
        <Modal title="Edit habit" onClose={() => {}}>
          <p>Form</p>
        </Modal>
        <NotificationStackView />
      </>,
    );
    act(() => {
      notify.error('Not enough gems.');
    });
    const alert = within(region()).getByRole('alert');
    expect(alert.closest('[inert]')).toBeNull();
    expect(screen.getByText('Behind the dialog').closest('[inert]')).not.toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Close dialog' }));
    expect(within(region()).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Edit habit' })).toBeTruthy();
  });

  it('shows signed stat notices and removes them after 2500 ms', () => {
    render(<NotificationStackView />);
    act(() => {
      notify.stat('gp', 12.345);
      notify.stat('hp', -1500);
    });
    act(() => {
      vi.advanceTimersByTime(240);
    });
    const [gold, health] = within(region()).getAllByRole('status');
    expect(gold?.textContent).toBe('You gained 12.35 gold');
    expect(gold?.dataset.sign).toBe('+');
    expect(health?.textContent).toBe('You lost 1.5k health');
    expect(health?.dataset.sign).toBe('-');
    act(() => {
      vi.advanceTimersByTime(2260);
    });
    expect(within(region()).getAllByRole('status')).toHaveLength(1);
  });

  it('runs a notice’s action when it is clicked, and removes it', () => {
    const onClick = vi.fn();
    render(<NotificationStackView />);
    act(() => {
      notify.info('Open your inbox', onClick);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Open your inbox' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(within(region()).queryByRole('status')).toBeNull();
  });

  it('opens the armoire-empty modal for a drop saying the armoire is empty', () => {
    render(<NotificationStackView />);
    act(() => {
      notify.drop('You found a carrot.', 'Food_Carrot', true);
    });
    expect(screen.getByRole('dialog', { name: 'The armoire is empty' })).toBeTruthy();
  });

  it('sits 56 px below the top plus the visible banners, and follows the scroll', () => {
    render(<NotificationStackView />);
    expect(region().style.top).toBe('56px');
    act(() => {
      useBannerStore.getState().setHeight('gemsPromo', 40);
      useBannerStore.getState().setHeight('privacy', 30);
      useBannerStore.getState().hide('privacy');
    });
    expect(region().style.top).toBe('96px');
    act(() => {
      window.scrollY = 50;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(region().style.top).toBe('46px');
    act(() => {
      window.scrollY = 80;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(region().style.top).toBe('46px'); // throttled
    act(() => {
      vi.advanceTimersByTime(16);
    });
    expect(region().style.top).toBe('16px');
    window.scrollY = 0;
  });

  it('never places the stack above the viewport', () => {
    expect(stackTop(0, 500)).toBe(0);
    expect(stackTop(20, 10)).toBe(66);
  });
});
