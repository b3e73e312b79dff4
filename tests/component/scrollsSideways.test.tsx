/**
 * A table's row actions are sticky at the end of its frame only while the table scrolls sideways
 * (`useScrollsSideways`, the frame's `data-scrolls-sideways`): on a desktop, where it fits, a sticky cell in
 * each of 100 rows only made the browser's layering of the page slower. jsdom lays nothing out, so the
 * frame's widths and the observer's reports are given here as a browser would give them.
 */
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useScrollsSideways } from '../../src/entities/list/useScrollsSideways';

/** The observers made, each with what it watches, to report sizes to as a browser would. */
const observers: { report: () => void; watched: Element[]; disconnected: boolean }[] = [];
const stub = globalThis.ResizeObserver;

class ReportingResizeObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: ResizeObserverCallback) {
    this.entry = {
      report: () => callback([], this as unknown as ResizeObserver),
      watched: [],
      disconnected: false,
    };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.watched.push(target);
  }
  unobserve() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}

beforeEach(() => {
  observers.length = 0;
  globalThis.ResizeObserver = ReportingResizeObserver as unknown as typeof ResizeObserver;
});
afterEach(() => {
  globalThis.ResizeObserver = stub;
});

function Frame() {
  const frame = useRef<HTMLDivElement>(null);
  const sideways = useScrollsSideways(frame);
  return (
    <div ref={frame} data-testid="frame" data-sideways={String(sideways)}>
      <table />
    </div>
  );
}

/** Gives the frame the widths a browser would lay it out with, and reports them. */
function layOut(frame: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(frame, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(frame, 'clientWidth', { configurable: true, value: clientWidth });
  act(() => {
    for (const observer of observers) observer.report();
  });
}

describe('whether a table scrolls sideways', () => {
  it('follows the frame and its table as either changes size', () => {
    const { unmount } = render(<Frame />);
    const frame = screen.getByTestId('frame');
    expect(observers[0]?.watched).toEqual([frame, frame.firstElementChild]);
    layOut(frame, 1000, 1000);
    expect(frame).toHaveAttribute('data-sideways', 'false');
    layOut(frame, 1300, 1000);
    expect(frame).toHaveAttribute('data-sideways', 'true');
    layOut(frame, 1300, 1300);
    expect(frame).toHaveAttribute('data-sideways', 'false');
    unmount();
    expect(observers[0]?.disconnected).toBe(true);
  });
});
