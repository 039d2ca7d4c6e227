// A counting gate with a bounded queue: at most `slots` holders at once, up to `waiting` more
// wait their turn in order, and beyond that a caller is refused at once (decision 125).

/** Given back once, however often it is called (a response's close and an error may both call). */
export type Release = () => void;

export class Gate {
  readonly slots: number;
  readonly waiting: number;
  #free: number;
  readonly #queue: (() => void)[] = [];

  constructor(slots: number, waiting: number) {
    this.slots = slots;
    this.waiting = waiting;
    this.#free = slots;
  }

  /** How many hold a slot, and how many wait. */
  get state() {
    return { holding: this.slots - this.#free, waiting: this.#queue.length };
  }

  /**
   * A slot's release, 'full' when the queue is full, or 'gone' when `signal` aborts while waiting
   * (the caller left: its place goes to the next).
   */
  enter(signal?: AbortSignal): Promise<Release | 'full' | 'gone'> {
    if (signal?.aborted) return Promise.resolve('gone');
    if (this.#free > 0) {
      this.#free--;
      return Promise.resolve(this.#releaser());
    }
    if (this.#queue.length >= this.waiting) return Promise.resolve('full');
    return new Promise((resolve) => {
      const turn = () => {
        signal?.removeEventListener('abort', leave);
        resolve(this.#releaser());
      };
      const leave = () => {
        const at = this.#queue.indexOf(turn);
        if (at >= 0) this.#queue.splice(at, 1);
        resolve('gone');
      };
      this.#queue.push(turn);
      signal?.addEventListener('abort', leave, { once: true });
    });
  }

  #releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#queue.shift();
      // The slot passes straight to the next in line, so nobody can overtake the queue.
      if (next) next();
      else this.#free++;
    };
  }
}
