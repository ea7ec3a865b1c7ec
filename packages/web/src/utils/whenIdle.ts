// Runs work the first paint does not need once the page is idle (a timer where the browser has
// no idle callback): loading it sooner would lengthen the task that paints the screen.

/** Calls `work` when the browser is next idle (at the latest after `timeoutMs`); returns a cancel. */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 200);
  return () => window.clearTimeout(handle);
}
