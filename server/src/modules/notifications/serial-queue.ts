/**
 * Runs the jobs of one key one after the other, in the order they were given; different keys
 * run side by side. In-process only: the events of one request are all handled on its replica.
 */
export class SerialQueue {
  private readonly tails = new Map<string, Promise<void>>();

  run(key: string, job: () => Promise<void>): Promise<void> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const next = previous.then(job, job);
    const tail = next.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return next;
  }
}
