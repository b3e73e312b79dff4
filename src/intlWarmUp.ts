/**
 * Loads the browser's Intl data (ICU) off the main thread as the page starts, in a worker
 * (src/intlWarmUp.worker.ts), while the page's code downloads: the first formatter built on the main
 * thread otherwise held it for 26–141 ms at 1× CPU, inside the first render of a list or the home's
 * figures. `language` is the document's; any locale loads the data every other one shares. Where a
 * worker cannot start (no Worker, a policy that refuses it), the page builds its formatters as before.
 */
export function warmUpIntl(language: string): void {
  if (typeof Worker !== 'function') return;
  try {
    new Worker(new URL('./intlWarmUp.worker.ts', import.meta.url), { name: language });
  } catch {
    // Only a head start is lost.
  }
}
