/**
 * Runs `fn` at once, then at most once per `waitMs`; a call inside the wait runs when it ends,
 * with the latest arguments, so the last position is never lost.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
): { (...args: A): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastRunAt = Number.NEGATIVE_INFINITY;
  let pendingArgs: A | null = null;

  const run = (args: A) => {
    lastRunAt = Date.now();
    fn(...args);
  };

  const throttled = (...args: A) => {
    const wait = lastRunAt + waitMs - Date.now();
    if (wait <= 0 && timer === null) {
      run(args);
      return;
    }
    pendingArgs = args;
    if (timer !== null) return;
    timer = setTimeout(
      () => {
        timer = null;
        if (pendingArgs) run(pendingArgs);
        pendingArgs = null;
      },
      Math.max(wait, 0),
    );
  };
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pendingArgs = null;
  };
  return throttled;
}
