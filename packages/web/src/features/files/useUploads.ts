// The upload queue of the page: chosen files become rows (refused ones say why at once), the rest
// are sent one at a time with their progress; each stored file refreshes the listing and space.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { queryKeys } from '../../api/queryKeys.ts';
import { problemOf, type SentUpload, sendUpload, type UploadTarget } from './sendUpload.ts';
import { nextWaiting, pendingBytes, planUploads, queueReducer } from './uploadQueue.ts';

let lastId = 0;
const newId = () => `upload-${++lastId}`;

/** `available`: the bucket's free bytes as last read (null until known). */
export function useUploads(target: UploadTarget, available: number | null) {
  const client = useQueryClient();
  const [items, dispatch] = useReducer(queueReducer, []);
  const files = useRef(new Map<string, { file: File; target: UploadTarget }>());
  const sending = useRef<{ id: string; upload: SentUpload } | null>(null);

  const add = (chosen: readonly File[]) => {
    const free = available === null ? null : available - pendingBytes(items);
    const rows = planUploads(chosen, free, newId);
    rows.forEach((row, i) => {
      const file = chosen[i];
      if (row.state === 'waiting' && file) files.current.set(row.id, { file, target });
    });
    dispatch({ type: 'add', items: rows });
  };

  const next = nextWaiting(items);
  useEffect(() => {
    if (!next) return;
    const chosen = files.current.get(next.id);
    // Taken out of the map as it starts, so an effect run twice (StrictMode) sends it once.
    if (!chosen) return;
    files.current.delete(next.id);
    dispatch({ type: 'start', id: next.id });
    const upload = sendUpload(chosen.file, chosen.target, (loaded) =>
      dispatch({ type: 'progress', id: next.id, loaded }),
    );
    sending.current = { id: next.id, upload };
    upload.done.then(
      () => {
        dispatch({ type: 'done', id: next.id });
        void client.invalidateQueries({ queryKey: queryKeys.files });
      },
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError')
          dispatch({ type: 'dismiss', id: next.id });
        else dispatch({ type: 'fail', id: next.id, problem: problemOf(error, next.size) });
        // A refusal may mean the space changed meanwhile: read it again.
        void client.invalidateQueries({ queryKey: queryKeys.files });
      },
    );
    void upload.done
      .finally(() => {
        if (sending.current?.id === next.id) sending.current = null;
      })
      .catch(() => undefined);
  }, [next, client]);

  /** Stops a row: a waiting one leaves the queue; the one on its way is aborted (nothing stored). */
  const cancel = (id: string) => {
    if (sending.current?.id === id) sending.current.upload.abort();
    else {
      files.current.delete(id);
      dispatch({ type: 'dismiss', id });
    }
  };

  return {
    items,
    add,
    cancel,
    dismiss: (id: string) => dispatch({ type: 'dismiss', id }),
    clearFinished: () => dispatch({ type: 'clearFinished' }),
  };
}
