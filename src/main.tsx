import './index.css';
import { AFTER_PAINT_SCRIPTS_ID } from './afterPaintScripts';

/**
 * The page's entry: its style sheet, then the app's code. The sign-in page comes rendered in its HTML
 * (scripts/vite/prerender.ts), so its form shows as soon as the HTML and the style sheet are there; its
 * scripts (the app and the page, listed in a <template> so that nothing fetches them earlier) are
 * fetched all at once when the browser reports that first paint, so on a slow connection they do not
 * hold the style sheet back. Other pages show nothing before their code runs: they start it at once
 * (their head preloads it).
 */
const root = document.getElementById('root');

function start(): void {
  const scripts = document.getElementById(AFTER_PAINT_SCRIPTS_ID);
  if (scripts instanceof HTMLTemplateElement) document.head.append(scripts.content);
  void import('./boot');
}

function paintTimingSupported(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint')
  );
}

// A hidden tab paints nothing until shown; a browser without paint timing cannot say when it painted.
if (!root?.hasChildNodes() || document.visibilityState === 'hidden' || !paintTimingSupported()) {
  start();
} else {
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
}
