// A value that holds while a change's `send` starts: set around its synchronous start and read by
// the request layer as it builds the request, so it reaches the change's first call and no other.
// The change's name (changeName.ts) and its outbox attempt (store/outbox/changeAttempt.ts) ride on it.

export interface SendScope<T> {
  /** Runs `send` with `value` as the current one for the requests it starts synchronously. */
  run<R>(value: T, send: () => Promise<R>): Promise<R>;
  current(): T | null;
  /** Ends the value early (taken by a request: a later request of the same `send` has none). */
  clear(): void;
}

export function sendScope<T>(): SendScope<T> {
  let current: T | null = null;
  return {
    run(value, send) {
      const previous = current;
      current = value;
      try {
        return send();
      } catch (error) {
        return Promise.reject(error);
      } finally {
        current = previous;
      }
    },
    current: () => current,
    clear: () => {
      current = null;
    },
  };
}
