// A Server-Sent Events reader over a real HTTP connection (fetch), for tests of the live stream.
export type SseEvent = { event: string; data: string; id: string | undefined };

export type SseStream = Awaited<ReturnType<typeof openStream>>;

/** Opens `url` and parses its events as they come; `next` waits for one that matches. */
export async function openStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let lastId: string | undefined;
  let ended = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of [...waiters]) w();
  };

  const pump = (async () => {
    if (!res.body || !res.ok) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          const data: string[] = [];
          let id: string | undefined;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
            else if (line.startsWith('id: ')) id = line.slice(4);
          }
          if (id !== undefined) lastId = id;
          if (data.length > 0) events.push({ event, data: data.join('\n'), id });
          cut = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // Aborted by the test.
    }
    ended = true;
    wake();
  })();

  /** Resolves once `check` holds, rejects after `ms`. */
  function until<T>(check: () => T | undefined, ms: number, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const test = () => {
        const value = check();
        if (value !== undefined) {
          waiters.delete(test);
          clearTimeout(timer);
          resolve(value);
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(test);
        reject(new Error(`timed out after ${ms} ms waiting for ${what}`));
      }, ms);
      waiters.add(test);
      test();
    });
  }

  return {
    res,
    events,
    comments,
    get lastId() {
      return lastId;
    },
    get ended() {
      return ended;
    },
    next: (match: (e: SseEvent) => boolean, ms = 2000) =>
      until(() => events.find(match), ms, 'a matching event'),
    /** The stream's first lines have come (the retry hint and the cursor). */
    ready: (ms = 2000) => until(() => (lastId !== undefined ? true : undefined), ms, 'the cursor'),
    closed: (ms = 2000) => until(() => (ended ? true : undefined), ms, 'the end of the stream'),
    async close() {
      controller.abort();
      await pump;
    },
  };
}
