/**
 * The app's code starts on the page's first paint, and never waits for ever on a report that does not
 * come: a page left on its prerendered 'Cargando…' was seen (once, at a load of 13–21, tabs side by side).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_WAIT_MS, whenFirstPainted } from '../../src/whenFirstPainted';

/** A browser's paint timing, whose first paint the test reports when it wants. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static current: FakePaintObserver | null = null;
  disconnected = false;
  constructor(private readonly callback: (entries: { getEntriesByName(name: string): unknown[] }) => void) {
    FakePaintObserver.current = this;
  }
  observe(): void {}
  disconnect(): void {
    this.disconnected = true;
  }
  report(name: string): void {
    this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

function visibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  FakePaintObserver.current = null;
  visibility('visible');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('the app starts on the first paint', () => {
  it('when the browser reports it, once', () => {
    const start = vi.fn();
    whenFirstPainted(start);
    FakePaintObserver.current?.report('first-paint');
    expect(start).not.toHaveBeenCalled();
    FakePaintObserver.current?.report('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.current?.disconnected).toBe(true);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS * 2);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it(`after ${FIRST_PAINT_WAIT_MS} ms when the report does not come, once`, () => {
    const start = vi.fn();
    whenFirstPainted(start);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.current?.disconnected).toBe(true);
    FakePaintObserver.current?.report('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('at once in a hidden tab, which paints nothing until shown', () => {
    visibility('hidden');
    const start = vi.fn();
    whenFirstPainted(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('at once in a browser that cannot say when it painted', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const start = vi.fn();
    whenFirstPainted(start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
