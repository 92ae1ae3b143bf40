import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { type AppLanguage, DEFAULT_APP_LANGUAGE } from '../../contracts/app-language';
import {
  formatDateTime,
  type MessageKey,
  type MessageValues,
  translate,
  translateDevice,
} from '../../core/i18n/translate';
import { MailService, type OutgoingMail } from '../../core/mail/mail.service';
import { UsersService } from '../users/users.service';

/** Where the list of signed-in devices opens in the client (Settings → Privacy & Security). */
export const SESSIONS_PATH = '/settings#sessions';

/**
 * The e-mail of a login alert, in the account's language: the device, the address, the time
 * (written the language's own way, in UTC) and the way to end it.
 */
export function loginAlertMail(
  to: { email: string; fullName: string; appLanguage?: AppLanguage | null },
  login: { device: string | null; ip: string | null; at: string },
  origin: string,
): OutgoingMail {
  const language = to.appLanguage ?? DEFAULT_APP_LANGUAGE;
  const t = (key: MessageKey, values?: MessageValues) => translate(language, key, values);
  const device = login.device
    ? translateDevice(language, login.device)
    : t('mail.loginAlert.unknownDevice');
  return {
    to: to.email,
    subject: t('mail.loginAlert.subject'),
    text:
      `${t('mail.greeting', { name: to.fullName })}\n\n${t('mail.loginAlert.intro')}\n\n` +
      `${t('mail.loginAlert.device', { device })}\n` +
      `${t('mail.loginAlert.address', { address: login.ip ?? t('mail.loginAlert.unknownAddress') })}\n` +
      `${t('mail.loginAlert.time', { time: formatDateTime(language, new Date(login.at)) })}\n\n` +
      `${t('mail.loginAlert.outro')}\n\n${origin}${SESSIONS_PATH}\n`,
  };
}

/** Sends login alerts by e-mail (SMTP, or the `.eml` outbox in the embedded default). */
@Injectable()
export class LoginAlertMailer {
  private readonly logger = new Logger(LoginAlertMailer.name);

  constructor(
    private readonly mail: MailService,
    private readonly users: UsersService,
    private readonly config: AppConfig,
  ) {}

  async send(
    userId: string,
    login: { device: string | null; ip: string | null; at: string },
  ): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) return;
    const origin =
      this.config.CLIENT_ORIGIN?.split(',')[0]?.trim() || `http://localhost:${this.config.PORT}`;
    await this.mail
      .send(loginAlertMail(user, login, origin))
      .catch((error: unknown) => this.logger.warn(`Login alert mail: ${String(error)}`));
  }
}
