import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trackInFlightRequests } from './inFlight.ts';

describe('in-flight requests', () => {
  it('is idle only once the running request has answered', async () => {
    const app = Fastify();
    const inFlight = trackInFlightRequests(app);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    app.get('/slow', async () => {
      await released;
      return { done: true };
    });
    await app.ready();

    const answer = app.inject({ method: 'GET', url: '/slow' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    let isIdle = false;
    const idle = inFlight.whenIdle(5_000).then(() => (isIdle = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(isIdle).toBe(false);

    release();
    await answer;
    await idle;
    expect(isIdle).toBe(true);
    await app.close();
  });

  it('is idle at once with nothing running, and gives up waiting after the timeout', async () => {
    const app = Fastify();
    const inFlight = trackInFlightRequests(app);
    app.get('/never', () => new Promise(() => undefined));
    await app.ready();
    await expect(inFlight.whenIdle(10)).resolves.toBeUndefined();

    void app.inject({ method: 'GET', url: '/never' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const started = Date.now();
    await inFlight.whenIdle(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
