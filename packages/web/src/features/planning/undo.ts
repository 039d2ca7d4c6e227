// Undo on planning (decision 138): the last assignments, newest first, each remembering whom its
// shifts had before. Kept for a few minutes in this tab; an older one can no longer be undone.
import { useSyncExternalStore } from 'react';

export const UNDO = { keep: 10, forMs: 5 * 60_000 } as const;

export type UndoEntry = {
  /** What the change was, as its message said it. */
  label: string;
  at: number;
  /** Each changed shift and the worker it had before (null: it was open). */
  shifts: { id: string; worker: string | null; workerName: string | null }[];
};

let entries: UndoEntry[] = [];
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

const fresh = (now: number) => entries.filter((e) => now - e.at < UNDO.forMs);

export const undoStack = {
  push(entry: UndoEntry) {
    entries = [...fresh(entry.at), entry].slice(-UNDO.keep);
    changed();
  },
  /** The newest change still in time, taken off the stack; null when there is none. */
  take(now = Date.now()): UndoEntry | null {
    entries = fresh(now);
    const last = entries.at(-1) ?? null;
    if (last) entries = entries.slice(0, -1);
    changed();
    return last;
  },
  peek: (now = Date.now()) => fresh(now).at(-1) ?? null,
  clear() {
    entries = [];
    changed();
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The change an undo would reverse, redrawn when the stack changes. */
export const useLastChange = () => useSyncExternalStore(subscribe, () => entries.at(-1) ?? null);
