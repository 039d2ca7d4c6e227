// The upload queue's rules, without React: which chosen files are refused before sending (too
// big, a type spec §5 does not accept, more than the free space) and how each file's row changes
// as it is sent. The same limits as the server (packages/domain), so a refusal is told at once.
import { FILES } from '@tuura/domain/limits';
import { uploadTypeOfName } from '@tuura/domain/rules/fileType';

/** Why a file was not stored: checked here, or the server's answer. */
export type UploadProblem =
  | { kind: 'tooLarge'; size: number }
  | { kind: 'type' }
  | { kind: 'quota'; size: number; available: number }
  | { kind: 'error'; error: unknown };

export type UploadState = 'waiting' | 'sending' | 'done' | 'refused' | 'failed';

export type UploadItem = {
  id: string;
  name: string;
  size: number;
  state: UploadState;
  /** Bytes sent so far. */
  loaded: number;
  problem: UploadProblem | null;
};

type Chosen = { name: string; size: number };

/** Why this file cannot be sent, or null; `free` is the space left (null: not known yet). */
export function refusalOf(file: Chosen, free: number | null): UploadProblem | null {
  if (file.size > FILES.maxFileBytes) return { kind: 'tooLarge', size: file.size };
  if (!uploadTypeOfName(file.name)) return { kind: 'type' };
  if (free !== null && file.size > free) return { kind: 'quota', size: file.size, available: free };
  return null;
}

/**
 * New rows for chosen files, in order: each accepted file takes its size from the free space, so
 * a batch that does not fit refuses its last files rather than failing on the server one by one.
 * `free` is the bucket's available bytes less what earlier rows still wait to send.
 */
export function planUploads(
  files: readonly Chosen[],
  free: number | null,
  newId: () => string,
): UploadItem[] {
  let left = free;
  return files.map((file) => {
    const problem = refusalOf(file, left);
    if (!problem && left !== null) left -= file.size;
    return {
      id: newId(),
      name: file.name,
      size: file.size,
      state: problem ? 'refused' : 'waiting',
      loaded: 0,
      problem,
    };
  });
}

/** Bytes of rows still to be stored (waiting or on the way): not free any more. */
export const pendingBytes = (items: readonly UploadItem[]) =>
  items.filter((i) => i.state === 'waiting' || i.state === 'sending').reduce((sum, i) => sum + i.size, 0);

/** A row's progress, 0–100. */
export const percentOf = (item: UploadItem) =>
  item.state === 'done'
    ? 100
    : item.size === 0
      ? 0
      : Math.min(100, Math.round((item.loaded / item.size) * 100));

export type QueueAction =
  | { type: 'add'; items: UploadItem[] }
  | { type: 'start'; id: string }
  | { type: 'progress'; id: string; loaded: number }
  | { type: 'done'; id: string }
  | { type: 'fail'; id: string; problem: UploadProblem }
  | { type: 'dismiss'; id: string }
  | { type: 'clearFinished' };

const FINISHED: readonly UploadState[] = ['done', 'refused', 'failed'];

export function queueReducer(items: UploadItem[], action: QueueAction): UploadItem[] {
  const change = (id: string, patch: Partial<UploadItem>) =>
    items.map((item) => (item.id === id ? { ...item, ...patch } : item));
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'start':
      return change(action.id, { state: 'sending', loaded: 0 });
    case 'progress':
      return change(action.id, { loaded: action.loaded });
    case 'done':
      return change(action.id, { state: 'done', problem: null });
    case 'fail': {
      // The server's size and type answers are refusals like those told before sending.
      const refused = action.problem.kind !== 'error';
      return change(action.id, { state: refused ? 'refused' : 'failed', problem: action.problem });
    }
    case 'dismiss':
      return items.filter((item) => item.id !== action.id);
    case 'clearFinished':
      return items.filter((item) => !FINISHED.includes(item.state));
  }
}

/** The next row to send (one at a time: a phone's upload link is the narrow part). */
export const nextWaiting = (items: readonly UploadItem[]) =>
  items.some((i) => i.state === 'sending') ? undefined : items.find((i) => i.state === 'waiting');
