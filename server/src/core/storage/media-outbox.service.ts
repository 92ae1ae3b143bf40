import {
  Injectable,
  Logger,
  OnApplicationBootstrap,
  BeforeApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type Queryable, sqlRows } from '../database/sql';
import { BackgroundJob } from '../jobs/background-job';
import { StorageService } from './storage.service';

/** How often due deletions are looked for when nothing kicked the worker. */
const SWEEP_MS = 30_000;
const BATCH = 50;
/** Retry backoff: 2^attempts seconds, at most an hour. */
const MAX_BACKOFF_SECONDS = 3600;

/**
 * The outbox of bucket objects to delete. Whoever drops a row that names an object records its
 * key here in the same transaction; the worker deletes the object after the commit and retries
 * with backoff until the bucket says yes, so a bucket hiccup never leaves an orphan for good
 * and a rolled-back transaction never loses a picture still in use. Rows are claimed with
 * `SKIP LOCKED`, so several replicas share the work without deleting twice.
 */
@Injectable()
export class MediaOutbox implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MediaOutbox.name);
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly storage: StorageService,
  ) {}

  /** Records the keys (nulls skipped) in the caller's transaction. */
  async record(m: Queryable, keys: readonly (string | null | undefined)[]): Promise<void> {
    const wanted = [...new Set(keys.filter((k): k is string => Boolean(k)))];
    if (wanted.length === 0) return;
    await m.query(`INSERT INTO media_deletions (object_key) SELECT unnest($1::varchar[])`, [
      wanted,
    ]);
  }

  /** After a commit that recorded keys: delete them now rather than at the next sweep. */
  kick(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drainAll()
      .catch((error: unknown) => this.logger.warn(`Media outbox: ${String(error)}`))
      .finally(() => {
        this.running = null;
        if (this.again && !this.closed) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves when the work under way (if any) is done; for shutdown and tests. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  onApplicationBootstrap(): void {
    this.kick();
  }

  /** What no commit kicked (a retry whose time came, a replica that died mid-way) goes here. */
  @BackgroundJob('media-outbox', SWEEP_MS)
  sweep(): Promise<void> {
    this.kick();
    return this.idle();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.closed = true;
    await this.idle();
  }

  private async drainAll(): Promise<void> {
    while (!this.closed && (await this.drainBatch()) === BATCH) {
      // A full batch: there may be more due.
    }
  }

  /** Claims due rows, deletes their objects, drops or reschedules each row. */
  async drainBatch(): Promise<number> {
    return this.db.transaction(async (m) => {
      const due = await sqlRows<{ id: string; object_key: string; attempts: number }>(
        m,
        `SELECT id, object_key, attempts FROM media_deletions
          WHERE next_attempt_at <= now() ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      );
      for (const row of due) {
        try {
          await this.storage.delete(row.object_key);
          await m.query(`DELETE FROM media_deletions WHERE id = $1`, [row.id]);
        } catch (error) {
          const wait = Math.min(2 ** (row.attempts + 1), MAX_BACKOFF_SECONDS);
          this.logger.warn(
            `Could not delete ${row.object_key} (attempt ${row.attempts + 1}, next in ${wait}s): ${String(error)}`,
          );
          await m.query(
            `UPDATE media_deletions SET attempts = attempts + 1, last_error = $2,
                    next_attempt_at = now() + make_interval(secs => $3)
              WHERE id = $1`,
            [row.id, String(error).slice(0, 1000), wait],
          );
        }
      }
      return due.length;
    });
  }
}
