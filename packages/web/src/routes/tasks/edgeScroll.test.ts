import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEdgeScroll } from './edgeScroll.ts';

/** A page 768 px high in a window whose scrollBy moves scrollY (jsdom lays nothing out). */
function pageOf(scrollHeight: number) {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(768);
  let scrollY = 100;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollBy').mockImplementation(((_x: number, y: number) => {
    scrollY = Math.min(Math.max(scrollY + y, 0), scrollHeight - 768);
  }) as typeof window.scrollBy);
  return { scrollY: () => scrollY };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the page scrolling under a dragged card', () => {
  it('scrolls a step a frame while the card is dragged near an edge, and the card follows', () => {
    const page = pageOf(2000);
    const onScrolled = vi.fn();
    const scroll = createEdgeScroll(onScrolled);
    scroll.follow(760, 300);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(page.scrollY()).toBe(124);
    expect(onScrolled).toHaveBeenCalledTimes(2);
    scroll.follow(10, -300);
    vi.advanceTimersToNextFrame();
    expect(page.scrollY()).toBe(112);
    scroll.stop();
    vi.advanceTimersToNextFrame();
    expect(page.scrollY()).toBe(112);
  });

  it('does nothing away from the edges, heading away from one, or at the end of the page', () => {
    const page = pageOf(868);
    const scroll = createEdgeScroll(() => {});
    scroll.follow(400, 50);
    vi.advanceTimersToNextFrame();
    expect(page.scrollY()).toBe(100);
    // a card taken near the bottom and lifted: the page stays
    scroll.follow(790, -10);
    vi.advanceTimersToNextFrame();
    expect(page.scrollY()).toBe(100);
    scroll.follow(760, 300);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(page.scrollY()).toBe(100);
  });
});
