import { Global, Module } from '@nestjs/common';
import { MailService } from './mail.service';

/** Outgoing email for every module (SMTP, or `.eml` files in the embedded default). */
@Global()
@Module({ providers: [MailService], exports: [MailService] })
export class MailModule {}
