import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackInFlightRequests } from './inFlight.ts';

/** A route whose handler tells when it runs and answers only when released (or never). */
function heldRoute() {
  let enter: () => void = () => undefined;
  let release: () => void = () => undefined;
  const entered = new Promise<void>((resolve) => (enter = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async () => {
    enter();
    await released;
    return { done: true };
  };
  return { handler, entered, release };
}

/** A turn of the event loop: anything already able to settle has settled. */
const aTurn = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('in-flight requests', () => {
  it('is idle only once the running request has answered', async () => {
    const app = Fastify();
    const inFlight = trackInFlightRequests(app);
    const slow = heldRoute();
    app.get('/slow', slow.handler);
    await app.ready();

    const answer = app.inject({ method: 'GET', url: '/slow' });
    await slow.entered;
    let isIdle = false;
    const idle = inFlight.whenIdle(5_000).then(() => (isIdle = true));
    await aTurn();
    expect(isIdle).toBe(false);

    slow.release();
    await answer;
    await idle;
    expect(isIdle).toBe(true);
    await app.close();
  });

  it('is idle at once with nothing running, and gives up waiting after the timeout', async () => {
    const app = Fastify();
    const inFlight = trackInFlightRequests(app);
    const never = heldRoute();
    app.get('/never', never.handler);
    await app.ready();
    await expect(inFlight.whenIdle(10)).resolves.toBeUndefined();

    void app.inject({ method: 'GET', url: '/never' });
    await never.entered;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let isIdle = false;
    const idle = inFlight.whenIdle(50).then(() => (isIdle = true));
    vi.advanceTimersByTime(49);
    await aTurn();
    expect(isIdle).toBe(false);
    vi.advanceTimersByTime(1);
    await idle;
    expect(isIdle).toBe(true);
  });
});
