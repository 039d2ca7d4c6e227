// Undo on planning (decision 138): the last assignments, newest first, each remembering whom its
// shifts had before. Kept for a few minutes in this tab; an older one can no longer be undone.
import { UI } from '@tuura/domain/limits';
import { memoryStore } from '../../lib/memoryStore.ts';

export const UNDO = UI.planningUndo;

export type UndoEntry = {
  /** What the change was, as its message said it. */
  label: string;
  at: number;
  /** Each changed shift and the worker it had before (null: it was open). */
  shifts: { id: string; worker: string | null; workerName: string | null }[];
  /** Shifts the change made (a paste): undoing removes them. */
  created?: string[];
};

const entries = memoryStore<UndoEntry[]>([]);

const fresh = (now: number) => entries.get().filter((e) => now - e.at < UNDO.forMs);

export const undoStack = {
  push(entry: UndoEntry) {
    entries.set([...fresh(entry.at), entry].slice(-UNDO.keep));
  },
  /** The newest change still in time, taken off the stack; null when there is none. */
  take(now = Date.now()): UndoEntry | null {
    const kept = fresh(now);
    const last = kept.at(-1) ?? null;
    entries.set(last ? kept.slice(0, -1) : kept);
    return last;
  },
  peek: (now = Date.now()) => fresh(now).at(-1) ?? null,
  clear: () => entries.set([]),
};

/** The change an undo would reverse, redrawn when the stack changes. */
export const useLastChange = () => entries.use().at(-1) ?? null;
