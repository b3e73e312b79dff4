/**
 * The size budgets of the front end, over the Vite manifest of a build: what the browser loads to show a
 * route is the entry chunk, the app's code every page runs, the route's own chunk, and everything they
 * import statically (not what they load later, on demand). Pure, so the rules are tested without
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
  /** Modules every page loads besides the entry (the app's code, which the entry imports lazily). */
  everyPage: string[];
  /** The page that must stay lightest, and its budget in gzipped bytes of JavaScript. */
  signIn: { src: string; budget: number };
  /** The frame every signed-in page is shown in (top bar, sidebar). */
  frame: string;
  /** Lazily loaded modules shown without the frame (the public pages). */
  publicPages: string[];
  /** The gzipped JavaScript any other lazily loaded module may bring, with the entry and the frame. */
  routeBudget: number;
}

export interface RouteSize {
  /** The lazily loaded module (a page, a modal, a catalogue), by its source path. */
  src: string;
  /** The JavaScript and CSS files loaded to show it. */
  js: string[];
  css: string[];
  jsGzip: number;
  cssGzip: number;
  budget: number;
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

/** Every lazily loaded module with what it costs to show it and whether that is over its budget. */
export function measureRoutes(
  manifest: Manifest,
  rules: BudgetRules,
  gzipSize: (file: string) => number,
): RouteSize[] {
  const entry = entryKey(manifest);
  if (!manifest[rules.signIn.src]?.isDynamicEntry) {
    throw new Error(`${rules.signIn.src} is not a lazily loaded chunk of the build`);
  }
  if (!manifest[rules.frame]) throw new Error(`${rules.frame} is not a chunk of the build`);
  for (const src of rules.everyPage) {
    if (!manifest[src]) throw new Error(`${src} is not a chunk of the build`);
  }
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(file), 0);
  return Object.entries(manifest)
    .filter(([src, chunk]) => chunk.isDynamicEntry && !rules.everyPage.includes(src))
    .map(([src]) => {
      const framed = src !== rules.frame && !rules.publicPages.includes(src) && src !== rules.signIn.src;
      const shown = [entry, ...rules.everyPage, ...(framed ? [rules.frame] : []), src];
      const { js, css } = staticClosure(manifest, shown);
      const budget = src === rules.signIn.src ? rules.signIn.budget : rules.routeBudget;
      const jsGzip = sum(js);
      return { src, js, css, jsGzip, cssGzip: sum(css), budget, over: jsGzip > budget };
    });
}
