import { describe, expect, it } from 'vitest';
import { mainThreadFigures, type TraceEvent } from '../../scripts/bench/mainThread';

const PAGE = 'http://127.0.0.1:8080/dashboard/customers';
const MAIN = { pid: 1, tid: 10 };
const OTHER = { pid: 2, tid: 20 };

/** A task (or an event inside one) on a thread, in milliseconds from the trace's start. */
function x(name: string, at: number, ms: number, thread = MAIN): TraceEvent {
  return { name, ph: 'X', ts: at * 1000, dur: ms * 1000, ...thread };
}

const events: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, ...MAIN, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ts: 0, ...OTHER, args: { name: 'CrRendererMain' } },
  x('RunTask', 0, 40), // before the navigation: not this page's
  {
    name: 'navigationStart',
    ph: 'R',
    ts: 100_000,
    ...MAIN,
    args: { data: { documentLoaderURL: PAGE, isLoadingMainFrame: true } },
  },
  x('RunTask', 110, 20), // before the first paint: long at 4×, but not blocking in TBT
  { name: 'firstContentfulPaint', ph: 'R', ts: 200_000, ...MAIN },
  x('RunTask', 300, 30), // 4 × 30 − 50 = 70
  x('V8.CompileCode', 301, 8),
  x('V8.CompileCode', 302, 3), // nested in the one above: counted once
  x('RunTask', 400, 10), // 40 ms at 4×: not long
  x('V8.CompileCode', 401, 2),
  x('RunTask', 500, 15), // 4 × 15 − 50 = 10
  x('RunTask', 310, 5, OTHER), // another renderer's, with fewer tasks
];

describe('a page load’s main thread, read from its trace', () => {
  it('sums the page’s tasks, its lazy compilation, its long tasks at 4× and their blocking time after the paint', () => {
    expect(mainThreadFigures(events, PAGE)).toEqual({
      total: 20 + 30 + 10 + 15,
      lazyCompile: 8 + 2,
      longTasks: 3,
      blockingAt4x: 70 + 10,
    });
  });

  it('says so when the trace holds no navigation to the page', () => {
    expect(() => mainThreadFigures(events, 'http://127.0.0.1:8080/dashboard')).toThrow(/no navigation/);
  });
});
