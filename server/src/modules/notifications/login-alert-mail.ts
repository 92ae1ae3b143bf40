import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { MailService, type OutgoingMail } from '../../core/mail/mail.service';
import { UsersService } from '../users/users.service';

/** Where the list of signed-in devices opens in the client (Settings → Privacy & Security). */
export const SESSIONS_PATH = '/settings#sessions';

/** The e-mail of a login alert: the device, the address, the time and the way to end it. */
export function loginAlertMail(
  to: { email: string; fullName: string },
  login: { device: string | null; ip: string | null; at: string },
  origin: string,
): OutgoingMail {
  const when = new Date(login.at).toUTCString();
  return {
    to: to.email,
    subject: 'New sign-in to your SportsNet account',
    text:
      `Hi ${to.fullName},\n\nYour SportsNet account was just signed in to from a device it ` +
      `had not been used on before.\n\n` +
      `Device: ${login.device ?? 'Unknown device'}\n` +
      `Address: ${login.ip ?? 'Unknown'}\n` +
      `Time: ${when}\n\n` +
      `If this was you, there is nothing to do. If it was not, end that session and change your ` +
      `password at once:\n\n${origin}${SESSIONS_PATH}\n`,
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
