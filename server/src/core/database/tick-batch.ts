/**
 * Gathers work so that many items go to PostgreSQL in one statement instead of one round trip
 * each: the items added during one turn of the event loop, and while earlier batches are still
 * running, reach `run` together. At most `running` batches run at once, so a busy server sends
 * bigger batches rather than more statements, and an idle one waits no more than a turn. Each
 * `add` answers its own item's result (`run` answers one result per item, in order), or the
 * batch's error.
 */
export class TickBatch<T, R> {
  private pending: { item: T; resolve: (r: R) => void; reject: (e: unknown) => void }[] = [];
  private scheduled = false;
  private inFlight = 0;

  constructor(
    private readonly run: (items: T[]) => Promise<R[]>,
    private readonly options: { maxItems?: number; running?: number } = {},
  ) {}

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.next();
        });
      }
    });
  }

  private next(): void {
    const running = this.options.running ?? 2;
    const maxItems = this.options.maxItems ?? 100;
    while (this.pending.length > 0 && this.inFlight < running) {
      const batch = this.pending.splice(0, maxItems);
      this.inFlight += 1;
      let answered: Promise<R[]>;
      try {
        answered = this.run(batch.map((b) => b.item));
      } catch (error) {
        answered = Promise.reject(error);
      }
      answered
        .then(
          (results) => batch.forEach((b, i) => b.resolve(results[i])),
          (error: unknown) => batch.forEach((b) => b.reject(error)),
        )
        .finally(() => {
          this.inFlight -= 1;
          this.next();
        });
    }
  }
}
