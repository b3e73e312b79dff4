/**
 * Started by the page's entry (src/intlWarmUp.ts), in a worker of its own: the browser's first Intl
 * formatter of a page loads ICU's data, 26–141 ms of one task at 1× CPU measured on this machine, which
 * the page's first render of a list or a figure then paid on the main thread. ICU keeps that data for the
 * whole renderer process, so once a worker has built one formatter of each kind the page's own take under
 * a millisecond (README, "Signed-in first load"). Nothing is sent back: the worker builds, then ends.
 */
const language = self.name || 'es';
try {
  new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(1);
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'Europe/Madrid' }).format(0);
  new Intl.PluralRules(language).select(1);
  new Intl.Collator(language).compare('a', 'b');
  new Intl.DisplayNames(language, { type: 'language' }).of('es');
} catch {
  // An engine without one of them: the page builds its formatters itself, as it would have anyway.
}
self.close();
