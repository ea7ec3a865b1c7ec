// Counts the requests being handled so a stopping server closes its database only after the
// last one has answered (Fastify's close can resolve while keep-alive requests still run).
import type { FastifyInstance } from 'fastify';

export interface InFlightRequests {
  /** Resolves when no request is running, or after `timeoutMs` at the latest. */
  whenIdle(timeoutMs: number): Promise<void>;
}

export function trackInFlightRequests(app: FastifyInstance): InFlightRequests {
  let running = 0;
  let waiters: Array<() => void> = [];
  const settle = () => {
    running -= 1;
    if (running > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  app.addHook('onRequest', (_request, _reply, done) => {
    running += 1;
    done();
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    settle();
    done();
  });
  app.addHook('onRequestAbort', (_request, done) => {
    settle();
    done();
  });
  return {
    whenIdle: (timeoutMs) =>
      running === 0
        ? Promise.resolve()
        : new Promise((resolve) => {
            const timer = setTimeout(resolve, timeoutMs);
            waiters.push(() => {
              clearTimeout(timer);
              resolve();
            });
          }),
  };
}
