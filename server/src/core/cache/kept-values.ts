/**
 * Values by key kept in memory for `ttl` ms, at most `max` of them (past it the oldest goes): the
 * part the in-memory caches share (sessions, the anonymous feed, recommendation rankings, search
 * terms' matches). A value whose load began before a `drop` or `clear` is never kept after it, so
 * a read racing an invalidation cannot bring back what the invalidation made stale; loads of one
 * key at the same moment share one. A `ttl` of 0 keeps nothing.
 */
export class KeptValues<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  private readonly loading = new Map<string, Promise<V>>();
  /** Bumped by every invalidation: a load begun before it is not kept. */
  private generation = 0;

  constructor(
    private readonly ttl: number,
    private readonly max: number,
  ) {}

  get enabled(): boolean {
    return this.ttl > 0;
  }

  /** The value of `key` while fresh, else `load`'s, kept when `keep` says so. */
  async read(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true) {
    const hit = this.entries.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    const running = this.loading.get(key);
    if (running) return running;
    const generation = this.generation;
    const loaded = load()
      .then((value) => {
        if (this.enabled && generation === this.generation && keep(value)) {
          const now = Date.now();
          this.entries.delete(key);
          this.forgetExpired(now);
          if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
          this.entries.set(key, { value, until: now + this.ttl });
        }
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
      });
    this.loading.set(key, loaded);
    return loaded;
  }

  /** How many values are kept now. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Forgets the values whose time is up, so what stays in memory is what was loaded in the last
   * `ttl`, not the last `max` keys ever read. One ttl for all and a refreshed key moving to the
   * end keep the map in the order the values expire: the expired ones are at its front.
   */
  private forgetExpired(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.until > now) return;
      this.entries.delete(key);
    }
  }

  /** Forgets these keys; loads running now are not kept. */
  drop(keys: Iterable<string>): void {
    this.generation += 1;
    for (const key of keys) {
      this.entries.delete(key);
      this.loading.delete(key);
    }
  }

  /** Forgets everything; loads running now are not kept. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }
}
