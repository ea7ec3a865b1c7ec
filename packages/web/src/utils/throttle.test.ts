import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('throttle', () => {
  it('runs at once, then at most once per wait with the latest arguments', () => {
    const calls: number[] = [];
    const update = throttle((y: number) => calls.push(y), 16);
    update(1);
    update(2);
    update(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(15);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
    vi.advanceTimersByTime(100);
    update(4);
    expect(calls).toEqual([1, 3, 4]);
  });

  it('drops a pending run when cancelled', () => {
    const fn = vi.fn();
    const update = throttle(fn, 16);
    update();
    update();
    update.cancel();
    vi.advanceTimersByTime(50);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
