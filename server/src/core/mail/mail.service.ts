import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { AppConfig } from '../../config/app-config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Outgoing email. With SMTP_URL it goes through that server (nodemailer); without it (the
 * embedded default) each message is written as an `.eml` file under `DATA_DIR/mail` and its path
 * logged, so a developer can open what a user would have received.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter;
  private readonly outbox: string | null;

  constructor(private readonly config: AppConfig) {
    this.outbox = config.SMTP_URL ? null : resolve(config.DATA_DIR, 'mail');
    this.transport = config.SMTP_URL
      ? createTransport(config.SMTP_URL)
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Sends the message; answers the `.eml` path when it went to the outbox folder. */
  async send(mail: OutgoingMail): Promise<string | null> {
    const info: { message?: Buffer } = await this.transport.sendMail({
      from: this.config.MAIL_FROM,
      ...mail,
    });
    if (!this.outbox || !info.message) return null;
    await mkdir(this.outbox, { recursive: true });
    const file = join(
      this.outbox,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
    );
    await writeFile(file, info.message);
    this.logger.log(`Mail to ${mail.to} (“${mail.subject}”) written to ${file}`);
    return file;
  }
}
