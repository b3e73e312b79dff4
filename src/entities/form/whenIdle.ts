/**
 * Runs `task` when the browser is next idle (after the frames it has to paint), or soon where it cannot
 * tell (Safari has no requestIdleCallback); answers a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task);
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 200);
  return () => window.clearTimeout(timer);
}
