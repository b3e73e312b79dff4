/**
 * How long the app's code waits for the browser to report the page's first paint before it starts
 * anyway. The report normally comes within the first second; a browser that never sends it (a tab
 * hidden at the wrong moment, a busy machine's renderer) must not leave the page on its prerendered
 * 'Cargando…' for ever.
 */
export const FIRST_PAINT_WAIT_MS = 3000;

function paintTimingSupported(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint')
  );
}

/**
 * Runs `run` once, when the browser reports the first contentful paint, or after `FIRST_PAINT_WAIT_MS`
 * without that report, whichever comes first; at once where a hidden tab paints nothing until shown or
 * the browser cannot say when it painted.
 */
export function whenFirstPainted(run: () => void): void {
  if (document.visibilityState === 'hidden' || !paintTimingSupported()) {
    run();
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(fallback);
    run();
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) once();
  });
  const fallback = setTimeout(once, FIRST_PAINT_WAIT_MS);
  observer.observe({ type: 'paint', buffered: true });
}
