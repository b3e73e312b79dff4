import './index.css';
import { AFTER_PAINT_SCRIPTS_ID } from './afterPaintScripts';
import { warmUpIntl } from './intlWarmUp';
import { whenFirstPainted } from './whenFirstPainted';

/**
 * The page's entry: its style sheet, then the app's code. The sign-in page and the signed-in pages come
 * rendered in their HTML (scripts/vite/prerender.ts: the form, or the frame and the page's first shape),
 * so they show as soon as the HTML and the style sheet are there; their scripts (listed in a <template>
 * so that nothing fetches them earlier) are fetched when the browser reports that first paint, so on a
 * slow connection they do not hold the style sheet back (`whenFirstPainted`, which starts them anyway
 * if that report does not come). A document with nothing rendered in it starts its code at once.
 */
const root = document.getElementById('root');

function start(): void {
  // ICU's data loads in a worker while the code downloads, not in the page's first render. After the
  // first paint like the code: a request started before it counts against that paint on a slow network.
  warmUpIntl(document.documentElement.lang || 'es');
  const scripts = document.getElementById(AFTER_PAINT_SCRIPTS_ID);
  const preloads = scripts instanceof HTMLTemplateElement ? [...scripts.content.children] : [];
  appendOnePerTask(preloads, () => void import('./boot'));
}

/**
 * Puts the preloads in the head one per task, then runs `done`. The browser spends ~5–60 ms of a phone's
 * CPU on each module preload it is given (measured on a 4× slower CPU: ~20 of them in one append held the
 * main thread ~300 ms, a long task right after the first paint). One per task, each download still starts
 * at once, and a tap in between is answered. `done` comes last, so the boot import finds every preload
 * in place and adds none of its own in one go.
 */
function appendOnePerTask(nodes: Element[], done: () => void): void {
  const next = nodes.shift();
  if (next === undefined) {
    done();
    return;
  }
  document.head.append(next);
  setTimeout(() => appendOnePerTask(nodes, done), 0);
}

// A document with nothing rendered in it has no first paint to wait for.
if (root?.hasChildNodes()) whenFirstPainted(start);
else start();
