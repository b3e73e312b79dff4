/**
 * Runs `task` when the browser is next idle (after the frames it has to paint), or at the latest
 * `latestMs` later if given; answers a function that cancels it. Where the browser cannot tell when it
 * is idle (Safari, jsdom) the task does not run: a guess by a timer could land in the middle of typing,
 * and what it is for (fetching code in advance) is then done on first use instead.
 */
export function whenIdle(task: () => void, latestMs?: number): () => void {
  if (typeof window.requestIdleCallback !== 'function') return () => undefined;
  const handle = window.requestIdleCallback(task, latestMs === undefined ? undefined : { timeout: latestMs });
  return () => window.cancelIdleCallback(handle);
}
