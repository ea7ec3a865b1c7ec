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

describe('timers on a fixed clock', () => {
  it('run when a jump reaches them, soonest first, each once', () => {
    const clock = createFixedClock();
    const ran: string[] = [];
    clock.after(300, () => ran.push('retry'));
    clock.after(100, () => ran.push('poll'));
    clock.after(100, () => ran.push('second poll'));

    clock.jump(99);
    expect(ran).toEqual([]);
    clock.jump(1);
    expect(ran).toEqual(['poll', 'second poll']);
    clock.jump(1_000);
    expect(ran).toEqual(['poll', 'second poll', 'retry']);
    clock.jump(1_000);
    expect(ran).toHaveLength(3);
  });

  it('run at their own time, and one set by another runs if the same jump reaches it', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const clock = createFixedClock(start);
    const ranAt: number[] = [];
    clock.after(10, () => {
      ranAt.push(clock.now().getTime() - start.getTime());
      clock.after(10, () => ranAt.push(clock.now().getTime() - start.getTime()));
    });
    clock.jump(25);
    expect(ranAt).toEqual([10, 20]);
    expect(clock.now().getTime() - start.getTime()).toBe(25);
  });

  it('never run once cancelled, nor when time goes back', () => {
    const clock = createFixedClock();
    const ran: string[] = [];
    const cancel = clock.after(10, () => ran.push('cancelled'));
    cancel();
    clock.jump(50);
    clock.after(10, () => ran.push('later'));
    clock.reset();
    clock.jump(20);
    expect(ran).toEqual([]);
    clock.jump(40);
    expect(ran).toEqual(['later']);
  });

  it('a timer set for no time waits for the next jump', () => {
    const clock = createFixedClock();
    let hasRun = false;
    clock.after(0, () => (hasRun = true));
    expect(hasRun).toBe(false);
    clock.jump(0);
    expect(hasRun).toBe(true);
  });
});
