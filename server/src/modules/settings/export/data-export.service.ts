import { PassThrough, Readable } from 'node:stream';
import {
  Injectable,
  Logger,
  OnApplicationBootstrap,
  BeforeApplicationShutdown,
} from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import archiver from 'archiver';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../config/app-config';
import type { DataDownloadStatus } from '../../../contracts/settings';
import { sqlRows } from '../../../core/database/sql';
import { BackgroundJob } from '../../../core/jobs/background-job';
import { AppError } from '../../../core/http/app-error';
import { DEFAULT_APP_LANGUAGE } from '../../../contracts/app-language';
import { type MessageKey, type MessageValues, translate } from '../../../core/i18n/translate';
import { MailService } from '../../../core/mail/mail.service';
import type { DomainEvents } from '../../../core/realtime/domain-events';
import { buildObjectKey } from '../../../core/storage/object-key';
import { ObjectNotFound, StorageService } from '../../../core/storage/storage.service';
import { JwtSecret } from '../../auth/jwt-secret';
import { UsersService } from '../../users/users.service';
import { DataExportStore, ExportRow, HEARTBEAT_MS } from './data-export.store';
import {
  DOWNLOAD_LINK_TTL_MS,
  type DownloadLinkQuery,
  readDownloadLink,
  signDownloadPath,
  verifyDownloadLink,
} from './download-link';
import {
  archiveMediaPath,
  EXPORT_SECTIONS,
  ExportSection,
  MEDIA_KEYS_SQL,
  withArchivePaths,
} from './export-sections';

const PAGE = 500;
/** How long the link of a ready download works, as its e-mail says. */
const DOWNLOAD_LINK_DAYS = Math.round(DOWNLOAD_LINK_TTL_MS / (24 * 60 * 60 * 1000));
/** How often stale pending exports (their process died) are looked for. */
const SWEEP_MS = 60_000;

/**
 * Data downloads: a request makes a pending row and starts a background job that streams a ZIP
 * (archiver) of the user's sections and media straight into the bucket (lib-storage `Upload`, in
 * parts), so no archive is ever whole in memory. When it is ready the user gets an email with a
 * signed app link valid 7 days, served by the app itself (so it works with the embedded bucket
 * too). A job that dies with its process stops beating and is marked failed by the sweep.
 */
@Injectable()
export class DataExportService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(DataExportService.name);
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: DataExportStore,
    private readonly storage: StorageService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly secret: JwtSecret,
    private readonly config: AppConfig,
    private readonly events: EventEmitter2,
  ) {}

  /** 202: the job runs after the answer. */
  async request(userId: string): Promise<void> {
    const row = await this.store.create(userId);
    const job = this.run(row).finally(() => this.running.delete(job));
    this.running.add(job);
  }

  async status(userId: string): Promise<DataDownloadStatus> {
    const row = await this.store.latest(userId);
    if (!row) return { status: 'none', url: null, expiresAt: null, requestedAt: null };
    const expired = row.status === 'ready' && row.expires_at && row.expires_at <= new Date();
    return {
      status: expired ? 'none' : row.status,
      url: row.status === 'ready' && !expired ? await this.link(row) : null,
      expiresAt:
        row.status === 'ready' && !expired ? (row.expires_at?.toISOString() ?? null) : null,
      requestedAt: row.created_at.toISOString(),
    };
  }

  /**
   * The ZIP behind a signed link; 404 for a bad, expired or unknown link alike, and for a link
   * made before the account's last credential change (a new password, "log out everywhere",
   * hibernation).
   */
  async open(
    query: DownloadLinkQuery,
  ): Promise<{ body: Readable; contentLength?: number; fileName: string }> {
    const gone = new AppError('NOT_FOUND', 'This download link is invalid or has expired.');
    const link = readDownloadLink(query);
    const row = link && (await this.store.byId(link.id));
    if (!link || !row || row.status !== 'ready' || !row.object_key) throw gone;
    const version = await this.users.bearerLinksVersion(row.user_id);
    if (!verifyDownloadLink(this.secret.value, link, version)) throw gone;
    try {
      const object = await this.storage.getStream(row.object_key);
      return {
        body: object.body,
        contentLength: object.contentLength,
        fileName: `sportsnet-data-${row.created_at.toISOString().slice(0, 10)}.zip`,
      };
    } catch (error) {
      if (error instanceof ObjectNotFound) throw gone;
      throw error;
    }
  }

  onApplicationBootstrap(): void {
    void this.sweep();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.running]);
  }

  /** Pending exports left behind by a process that died are failed, and their users told. */
  @BackgroundJob('data-export-sweep', SWEEP_MS)
  async sweep(): Promise<void> {
    try {
      for (const row of await this.store.failStale()) {
        this.logger.warn(`Data export ${row.id} was left pending by a stopped process: failed`);
        await this.finished(row.user_id, 'failed', null);
      }
    } catch (error) {
      this.logger.warn(`Data export sweep: ${String(error)}`);
    }
  }

  private async run(row: ExportRow): Promise<void> {
    const key = buildObjectKey('exports', row.user_id, 'zip');
    const beat = setInterval(
      () => void this.store.heartbeat(row.id).catch(() => undefined),
      HEARTBEAT_MS,
    );
    beat.unref();
    try {
      await this.writeArchive(row.user_id, key);
      const expiresAt = new Date(Date.now() + DOWNLOAD_LINK_TTL_MS);
      if (!(await this.store.markReady(row.id, key, expiresAt))) {
        // The account went meanwhile: the archive must not outlive it.
        await this.storage.delete(key).catch(() => undefined);
        return;
      }
      await this.finished(row.user_id, 'ready', await this.link({ ...row, expires_at: expiresAt }));
    } catch (error) {
      this.logger.error(`Data export ${row.id} failed: ${String(error)}`);
      await this.storage.delete(key).catch(() => undefined);
      await this.store.markFailed(row.id).catch(() => undefined);
      await this.finished(row.user_id, 'failed', null).catch(() => undefined);
    } finally {
      clearInterval(beat);
    }
  }

  /**
   * Streams the ZIP into the bucket while the entries are read; nothing is held whole. Entries
   * go in one at a time, each opened only when the one before is written, so at most one object
   * is open at once. Every stream of the chain has its error handled here: an unhandled 'error'
   * event would end the process, and a failing source fails this export alone.
   */
  private async writeArchive(userId: string, key: string): Promise<void> {
    const archive = archiver('zip', { zlib: { level: 6 } });
    const body = new PassThrough();
    let fail: (error: unknown) => void = () => undefined;
    const failed = new Promise<never>((_, reject) => (fail = reject));
    failed.catch(() => undefined);
    archive.on('error', fail);
    archive.on('warning', fail);
    body.on('error', fail);
    archive.pipe(body);
    const upload = this.storage.put(key, body, 'application/zip');
    upload.catch(fail);
    try {
      for (const section of EXPORT_SECTIONS) {
        const json = Readable.from(this.sectionJson(userId, section));
        await this.addEntry(archive, json, section.file, failed);
      }
      for await (const media of this.pages<{ key: string }>(MEDIA_KEYS_SQL, userId)) {
        const object = await this.openMedia(media.key);
        if (object) await this.addEntry(archive, object, archiveMediaPath(media.key), failed);
      }
      await Promise.race([Promise.all([archive.finalize(), upload]), failed]);
    } catch (error) {
      archive.abort();
      body.destroy();
      throw error;
    }
  }

  /** Appends `source` as `name` and resolves once the archive has written it. */
  private addEntry(
    archive: archiver.Archiver,
    source: Readable,
    name: string,
    failed: Promise<never>,
  ): Promise<void> {
    const written = new Promise<void>((resolve, reject) => {
      source.once('error', reject);
      archive.once('entry', () => {
        source.off('error', reject);
        resolve();
      });
    });
    archive.append(source, { name });
    return Promise.race([written, failed]).catch((error: unknown) => {
      source.destroy();
      throw error;
    });
  }

  /**
   * An object's bytes, or null when it is gone: a post deleted while the export runs takes its
   * media with it, and the archive is of what the account holds, so the entry is left out.
   */
  private async openMedia(key: string): Promise<Readable | null> {
    try {
      return (await this.storage.getStream(key)).body;
    } catch (error) {
      if (error instanceof ObjectNotFound) return null;
      throw error;
    }
  }

  /** A section as JSON text, read page by page when its entry's turn comes. */
  private async *sectionJson(userId: string, section: ExportSection): AsyncGenerator<string> {
    if (section.single) {
      const [row] = await sqlRows<Record<string, unknown>>(this.db, section.sql, [userId, 1, 0]);
      yield JSON.stringify(row ? withArchivePaths(row, section) : null, null, 2);
      return;
    }
    yield '[';
    let first = true;
    for await (const row of this.pages<Record<string, unknown>>(section.sql, userId)) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(withArchivePaths(row, section))}`;
      first = false;
    }
    yield '\n]\n';
  }

  private async *pages<T>(sql: string, userId: string): AsyncGenerator<T> {
    for (let offset = 0; ; offset += PAGE) {
      if (this.closed) throw new Error('The server is stopping');
      const rows = await sqlRows<T>(this.db, sql, [userId, PAGE, offset]);
      yield* rows;
      if (rows.length < PAGE) return;
    }
  }

  /** The export's link, under the account's current bearer links version. */
  private async link(row: Pick<ExportRow, 'id' | 'user_id' | 'expires_at'>): Promise<string> {
    const version = await this.users.bearerLinksVersion(row.user_id);
    return signDownloadPath(this.secret.value, row.id, row.expires_at?.getTime() ?? 0, version);
  }

  private async finished(
    userId: string,
    status: 'ready' | 'failed',
    url: string | null,
  ): Promise<void> {
    const payload: DomainEvents['data_export.finished'] = { userId, status, url };
    this.events.emit('data_export.finished', payload);
    const user = await this.users.findById(userId);
    if (!user) return;
    const origin = this.config.CLIENT_ORIGIN ?? `http://localhost:${this.config.PORT}`;
    const language = user.appLanguage ?? DEFAULT_APP_LANGUAGE;
    const t = (key: MessageKey, values?: MessageValues) => translate(language, key, values);
    const hello = t('mail.greeting', { name: user.fullName });
    await this.mail
      .send(
        status === 'ready'
          ? {
              to: user.email,
              subject: t('mail.dataExport.readySubject'),
              text:
                `${hello}\n\n${t('mail.dataExport.ready')}\n\n${origin}${url}\n\n` +
                `${t('mail.dataExport.linkLifetime', { days: DOWNLOAD_LINK_DAYS })}\n`,
            }
          : {
              to: user.email,
              subject: t('mail.dataExport.failedSubject'),
              text: `${hello}\n\n${t('mail.dataExport.failed')}\n`,
            },
      )
      .catch((error: unknown) => this.logger.warn(`Data export mail: ${String(error)}`));
  }
}
