/**
 * What a Chromium trace says of one page load's main thread: the renderer's top-level tasks from the
 * navigation on, and among them the time V8 spent compiling functions on their first call. Pure over the
 * trace's events, so `npm run bench:main-thread` only loads pages and prints.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

export interface MainThreadFigures {
  /** Milliseconds of top-level tasks on the page's main thread, from its navigation on. */
  total: number;
  /** Of which V8 compiling functions lazily (outermost `V8.CompileCode` events). */
  lazyCompile: number;
  /** Tasks of 12.5 ms or more: 50 ms and more on a CPU 4× slower, a long task there. */
  longTasks: number;
  /** Σ (4 × duration − 50 ms) over the tasks after the first contentful paint: TBT as Lighthouse's 4× reads it. */
  blockingAt4x: number;
}

const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/** The renderer main thread that ran the most tasks: the page's (a trace also holds the browser's). */
function pageThread(events: TraceEvent[]): { pid: number; tid: number } {
  const counts = new Map<string, number>();
  for (const event of events) {
    if (event.name === 'RunTask')
      counts.set(`${event.pid}:${event.tid}`, (counts.get(`${event.pid}:${event.tid}`) ?? 0) + 1);
  }
  const mains = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const busiest = mains.sort(
    (a, b) => (counts.get(`${b.pid}:${b.tid}`) ?? 0) - (counts.get(`${a.pid}:${a.tid}`) ?? 0),
  )[0];
  if (!busiest) throw new Error('The trace has no renderer main thread');
  return { pid: busiest.pid, tid: busiest.tid };
}

/** Total duration of events of one name, counting nested ones (a compile inside a compile) once. */
function outermostDuration(events: TraceEvent[]): number {
  let total = 0;
  let end = 0;
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    if (event.ts >= end) {
      total += event.dur ?? 0;
      end = event.ts + (event.dur ?? 0);
    }
  }
  return total / 1000;
}

export function mainThreadFigures(events: TraceEvent[], pageUrl: string): MainThreadFigures {
  const { pid, tid } = pageThread(events);
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      event.args.data.documentLoaderURL === pageUrl,
  );
  if (!navigation) throw new Error(`The trace has no navigation to ${pageUrl}`);
  const onThread = events.filter(
    (event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.ts >= navigation.ts,
  );
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.ts >= navigation.ts);
  const tasks = onThread.filter((event) => event.name === 'RunTask');
  const ms = (event: TraceEvent) => (event.dur ?? 0) / 1000;
  return {
    total: tasks.reduce((sum, task) => sum + ms(task), 0),
    lazyCompile: outermostDuration(onThread.filter((event) => event.name === 'V8.CompileCode')),
    longTasks: tasks.filter((task) => ms(task) * SLOWDOWN >= LONG_TASK_MS).length,
    blockingAt4x: tasks
      .filter((task) => paint !== undefined && task.ts >= paint.ts)
      .reduce((sum, task) => sum + Math.max(0, ms(task) * SLOWDOWN - LONG_TASK_MS), 0),
  };
}
