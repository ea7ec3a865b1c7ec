import { describe, expect, it } from 'vitest';
import { createClock, createFixedClock } from './clock.ts';

describe('clock', () => {
  it('follows its source, shifted by the jumps, until reset', () => {
    let source = 1_000;
    const clock = createClock(() => source);
    clock.jump(500);
    source = 2_000;
    expect(clock.now().getTime()).toBe(2_500);
    clock.jump(-100);
    expect(clock.now().getTime()).toBe(2_400);
    clock.reset();
    expect(clock.now().getTime()).toBe(2_000);
  });

  it('stands still when fixed', () => {
    const clock = createFixedClock(new Date('2026-01-01T00:00:00Z'));
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:00.000Z');
    clock.jump(86_400_000);
    expect(clock.now().toISOString()).toBe('2026-01-02T00:00:00.000Z');
  });

  it('reads the system clock by default', () => {
    const before = Date.now();
    const now = createClock().now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
