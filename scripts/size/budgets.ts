/**
 * The size budgets of the front end, over the Vite manifest of a build. What the browser loads to show a
 * route is the entry chunk, the app's code every page runs, the route's own chunk, and everything they
 * import statically; a part a page loads later, on demand (a modal, a form, a chart, a catalogue), is
 * reported with the page around it, with a budget of its own when the rules give it one (the form
 * modal, which a page fetches before its first form is opened). Pure, so the rules are tested without
 * building.
 */

/** One chunk of the Vite manifest (`build.manifest`), keyed by its source or `_name-hash.js`. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface BudgetRules {
  /** The app's code, which every page runs besides the entry; the routes are what it loads lazily. */
  app: string;
  /** Modules the app loads lazily that are no routes (catalogues, toasts), by source prefix. */
  notRoutes: string[];
  /** Routes shown together with another lazily loaded module (a resource with the engine's page). */
  shownWith: { prefix: string; src: string }[];
  /** The page that must stay lightest, and its budget in gzipped bytes of JavaScript. */
  signIn: { src: string; budget: number };
  /** The frame every signed-in page is shown in (top bar, sidebar). */
  frame: string;
  /** Lazily loaded modules shown without the frame (the public pages and their modals). */
  publicPages: string[];
  /** The gzipped JavaScript any other route may need, with the entry, the app and the frame. */
  routeBudget: number;
  /**
   * Routes held to a tighter budget of their own, by source: those that load far less than the heaviest
   * route (the frame alone, the home), which the common budget would let grow unnoticed.
   */
  routeBudgets?: Record<string, number>;
  /** Parts loaded on demand that have a budget too (with what is shown around them), by source. */
  partBudgets?: Record<string, number>;
}

export interface RouteSize {
  /** The lazily loaded module (a page, a modal, a catalogue), by its source path. */
  src: string;
  /** A route (budgeted) or a part loaded on demand (reported only). */
  kind: 'route' | 'part';
  /** The JavaScript and CSS files loaded to show it. */
  js: string[];
  css: string[];
  jsGzip: number;
  cssGzip: number;
  /** Gzipped bytes allowed; null for a part without a budget. */
  budget: number | null;
  over: boolean;
}

/** The files loaded together with these chunks: their static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const queue = [...keys];
  while (queue.length > 0) {
    const key = queue.shift();
    if (key === undefined || seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk '${key}'`);
    seen.add(key);
    queue.push(...(chunk.imports ?? []));
  }
  const chunks = [...seen].map((key) => manifest[key] as ManifestChunk);
  return {
    js: [...new Set(chunks.map((chunk) => chunk.file))],
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}

function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry in the manifest, found ${entries.length}`);
  return (entries[0] as [string, ManifestChunk])[0];
}

function requireChunk(manifest: Manifest, src: string): ManifestChunk {
  const chunk = manifest[src];
  if (!chunk) throw new Error(`${src} is not a chunk of the build`);
  return chunk;
}

/** Every lazily loaded module with what it costs to show it and whether a route is over its budget. */
export function measureRoutes(
  manifest: Manifest,
  rules: BudgetRules,
  gzipSize: (file: string) => number,
): RouteSize[] {
  const entry = entryKey(manifest);
  if (!manifest[rules.signIn.src]?.isDynamicEntry) {
    throw new Error(`${rules.signIn.src} is not a lazily loaded chunk of the build`);
  }
  requireChunk(manifest, rules.frame);
  const routes = new Set(
    (requireChunk(manifest, rules.app).dynamicImports ?? []).filter(
      (src) => !rules.notRoutes.some((prefix) => src.startsWith(prefix)),
    ),
  );
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(file), 0);
  return Object.entries(manifest)
    .filter(([src, chunk]) => chunk.isDynamicEntry && src !== rules.app)
    .map(([src]): RouteSize => {
      const isPublic = src === rules.signIn.src || src === rules.frame || rules.publicPages.includes(src);
      const companions = rules.shownWith.filter(({ prefix }) => src.startsWith(prefix)).map(({ src }) => src);
      const shown = [entry, rules.app, ...(isPublic ? [] : [rules.frame]), ...companions, src];
      const { js, css } = staticClosure(manifest, shown);
      const kind = routes.has(src) ? 'route' : 'part';
      const budget =
        src === rules.signIn.src
          ? rules.signIn.budget
          : kind === 'route'
            ? (rules.routeBudgets?.[src] ?? rules.routeBudget)
            : (rules.partBudgets?.[src] ?? null);
      const jsGzip = sum(js);
      return {
        src,
        kind,
        js,
        css,
        jsGzip,
        cssGzip: sum(css),
        budget,
        over: budget !== null && jsGzip > budget,
      };
    });
}
