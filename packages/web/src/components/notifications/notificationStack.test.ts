import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoticeInput, NoticeType } from './noticeTypes.ts';
import { NotificationStack } from './notificationStack.ts';

let stack: NotificationStack;

beforeEach(() => {
  vi.useFakeTimers();
  stack = new NotificationStack();
});

afterEach(() => {
  stack.clear();
  vi.useRealTimers();
});

const notice = (text: string, type: NoticeType = 'info'): NoticeInput => ({ type, text });
const visibleTexts = () => stack.getSnapshot().visible.map((shown) => shown.text);
const waitingTexts = () => stack.getSnapshot().waiting.map((waiting) => waiting.text);

describe('notification stack timing', () => {
  it('never fills sooner than 240 ms after the previous fill, even after a removal', () => {
    ['a', 'b', 'c', 'd', 'e'].forEach((text) => stack.push(notice(text, 'error')));
    vi.advanceTimersByTime(3 * 240); // 'd' has just been shown
    const [first] = stack.getSnapshot().visible;
    stack.remove(first?.uuid ?? '');
    vi.advanceTimersByTime(239);
    expect(visibleTexts()).toEqual(['b', 'c', 'd']);
    vi.advanceTimersByTime(1);
    expect(visibleTexts()).toEqual(['b', 'c', 'd', 'e']);
  });

  it('shows the first notice at once and the next ones 240 ms apart', () => {
    ['a', 'b', 'c'].forEach((text) => stack.push(notice(text)));
    expect(visibleTexts()).toEqual(['a']);
    vi.advanceTimersByTime(239);
    expect(visibleTexts()).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(visibleTexts()).toEqual(['a', 'b']);
    vi.advanceTimersByTime(240);
    expect(visibleTexts()).toEqual(['a', 'b', 'c']);
  });

  it('keeps 240 ms between fills even when a notice arrives later', () => {
    stack.push(notice('a'));
    vi.advanceTimersByTime(100);
    stack.push(notice('b'));
    expect(visibleTexts()).toEqual(['a']);
    vi.advanceTimersByTime(139);
    expect(visibleTexts()).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(visibleTexts()).toEqual(['a', 'b']);
  });

  it('shows at most 4 at once; the rest wait', () => {
    ['a', 'b', 'c', 'd', 'e', 'f'].forEach((text) => stack.push(notice(text, 'error')));
    vi.advanceTimersByTime(10_000);
    expect(visibleTexts()).toEqual(['a', 'b', 'c', 'd']);
    expect(waitingTexts()).toEqual(['e', 'f']);
  });

  it('removes non-error notices one at a time every 2500 ms, oldest first', () => {
    ['a', 'b'].forEach((text) => stack.push(notice(text, 'success')));
    vi.advanceTimersByTime(240);
    expect(visibleTexts()).toEqual(['a', 'b']);
    vi.advanceTimersByTime(2500 - 240 - 1);
    expect(visibleTexts()).toEqual(['a', 'b']);
    vi.advanceTimersByTime(1);
    expect(visibleTexts()).toEqual(['b']);
    vi.advanceTimersByTime(2499);
    expect(visibleTexts()).toEqual(['b']);
    vi.advanceTimersByTime(1);
    expect(visibleTexts()).toEqual([]);
  });

  it('keeps errors until they are closed, while other notices come and go', () => {
    stack.push(notice('oops', 'error'));
    stack.push(notice('+5 gold', 'gp'));
    vi.advanceTimersByTime(240);
    vi.advanceTimersByTime(10_000);
    expect(visibleTexts()).toEqual(['oops']);
    const [error] = stack.getSnapshot().visible;
    stack.remove(error?.uuid ?? '');
    expect(visibleTexts()).toEqual([]);
  });

  it('fills a freed place 60 ms after a removal', () => {
    ['a', 'b', 'c', 'd', 'e'].forEach((text) => stack.push(notice(text)));
    vi.advanceTimersByTime(3 * 240);
    expect(visibleTexts()).toEqual(['a', 'b', 'c', 'd']);
    // The first auto-removal runs 2500 ms after 'a' appeared, i.e. at t = 2500.
    vi.advanceTimersByTime(2500 - 3 * 240);
    expect(visibleTexts()).toEqual(['b', 'c', 'd']);
    vi.advanceTimersByTime(59);
    expect(visibleTexts()).toEqual(['b', 'c', 'd']);
    vi.advanceTimersByTime(1);
    expect(visibleTexts()).toEqual(['b', 'c', 'd', 'e']);
  });

  it('fills once when removals and fills overlap (no double run)', () => {
    ['a', 'b', 'c', 'd', 'e', 'f', 'g'].forEach((text) => stack.push(notice(text, 'error')));
    vi.advanceTimersByTime(10_000);
    const [first, second] = stack.getSnapshot().visible;
    stack.remove(first?.uuid ?? '');
    vi.advanceTimersByTime(30);
    stack.remove(second?.uuid ?? '');
    // the second removal pushes the one scheduled fill back to 60 ms after it
    vi.advanceTimersByTime(59);
    expect(visibleTexts()).toEqual(['c', 'd']);
    vi.advanceTimersByTime(1);
    expect(visibleTexts()).toEqual(['c', 'd', 'e']);
    vi.advanceTimersByTime(239);
    expect(visibleTexts()).toEqual(['c', 'd', 'e']);
    vi.advanceTimersByTime(1);
    expect(visibleTexts()).toEqual(['c', 'd', 'e', 'f']);
    vi.advanceTimersByTime(10_000);
    expect(visibleTexts()).toEqual(['c', 'd', 'e', 'f']);
    expect(waitingTexts()).toEqual(['g']);
  });

  it('runs the click action and removes the notice', () => {
    const onClick = vi.fn();
    stack.push({ type: 'info', text: 'open', onClick });
    const [shown] = stack.getSnapshot().visible;
    stack.click(shown?.uuid ?? '');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(visibleTexts()).toEqual([]);
  });

  it('tells listeners when a notice becomes visible', () => {
    const shown = vi.fn();
    stack.onShown(shown);
    stack.push(notice('a'));
    stack.push(notice('b'));
    expect(shown).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(240);
    expect(shown).toHaveBeenCalledTimes(2);
  });

  it('stops its removal timer when only errors are left', () => {
    stack.push(notice('x', 'error'));
    vi.advanceTimersByTime(0);
    expect(vi.getTimerCount()).toBe(0);
    stack.push(notice('y', 'xp'));
    vi.advanceTimersByTime(240);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(2500);
    expect(vi.getTimerCount()).toBe(0);
  });
});
