/**
 * Forms with changes not saved yet, so nothing typed is lost without a word: leaving the page inside
 * the app (a link, the browser's back button: guardHistory.ts), closing a modal form, or closing or
 * reloading the tab (the browser's own 'beforeunload' question) asks first. Forms register themselves
 * (EntityForm); the question is LeavePrompt.tsx, shown by the router.
 */
import { useEffect, useSyncExternalStore } from 'react';

const unsaved = new Set<string>();
const listeners = new Set<() => void>();

export interface LeaveRequest {
  /** The user's answer: true to leave and lose the changes. */
  answer: (leave: boolean) => void;
}

let request: LeaveRequest | null = null;

function changed(): void {
  for (const listener of listeners) listener();
}

function onBeforeUnload(event: BeforeUnloadEvent): void {
  if (unsaved.size === 0) return;
  // The browser asks in its own words; both calls are needed across browsers.
  event.preventDefault();
  event.returnValue = '';
}

/** Records whether a form (by its id) has changes not saved. */
export function setUnsaved(id: string, value: boolean): void {
  const before = unsaved.size;
  if (value) unsaved.add(id);
  else unsaved.delete(id);
  if (typeof window === 'undefined') return;
  // Listening only while something is unsaved keeps the page eligible for the back-forward cache.
  if (before === 0 && unsaved.size > 0) window.addEventListener('beforeunload', onBeforeUnload);
  if (before > 0 && unsaved.size === 0) window.removeEventListener('beforeunload', onBeforeUnload);
}

/** Whether any of these forms (or any form at all) has changes not saved. */
export function hasUnsaved(ids?: readonly string[]): boolean {
  return ids ? ids.some((id) => unsaved.has(id)) : unsaved.size > 0;
}

/** A form's hook: registers its unsaved state while it is mounted. */
export function useUnsavedChanges(id: string, value: boolean): void {
  useEffect(() => {
    setUnsaved(id, value);
    return () => setUnsaved(id, false);
  }, [id, value]);
}

/**
 * Asks whether to leave when these forms (or any) have unsaved changes; resolves true at once when none
 * has. Leaving forgets their changes, so what follows (a navigation, the tab closing) asks nothing more.
 */
export function askToLeave(ids?: readonly string[]): Promise<boolean> {
  if (!hasUnsaved(ids)) return Promise.resolve(true);
  request?.answer(false);
  return new Promise((resolve) => {
    const own: LeaveRequest = {
      answer: (leave) => {
        if (request !== own) return;
        request = null;
        if (leave) for (const id of ids ?? [...unsaved]) setUnsaved(id, false);
        changed();
        resolve(leave);
      },
    };
    request = own;
    changed();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The question waiting for an answer, if any (for the prompt). */
export function useLeaveRequest(): LeaveRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => request,
    () => null,
  );
}
