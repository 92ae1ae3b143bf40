import { ApiProperty } from '@nestjs/swagger';
import type { RecoveryCodes, SessionInfo, TwoFactorSetup } from '../../../contracts/settings';

/** One signed-in device of the caller. */
export class SessionInfoDto implements SessionInfo {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ type: String, nullable: true, example: 'Chrome on Linux' }) device: string | null;
  @ApiProperty({ type: String, nullable: true, example: '203.0.113.7' }) ip: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', description: 'Moved at most once a minute' })
  lastUsedAt: string;
  @ApiProperty({ description: 'The session making this request' }) current: boolean;
}

/** How many sessions `logout-others` ended. */
export class EndedSessionsDto {
  @ApiProperty({ example: 2 }) ended: number;
}

/** The authenticator set-up, answered once. */
export class TwoFactorSetupDto implements TwoFactorSetup {
  @ApiProperty({ example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', description: 'Base32' })
  secret: string;
  @ApiProperty({
    example:
      'otpauth://totp/SportsNet:leo_10?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=SportsNet',
  })
  otpauthUrl: string;
  @ApiProperty({ description: 'The otpauth URL as a QR code: a PNG data URL' }) qrCode: string;
}

const EXAMPLE_CODES = [
  'abcde-fghjk',
  'mnpqr-stuvw',
  'xyz23-45678',
  'a2b3c-4d5e6',
  'f7g8h-9jkmn',
  'pqrst-uvwxy',
  'z2345-6789a',
  'bcdef-ghjkm',
  'npqrs-tuvwx',
  'yz234-56789',
];

/** Ten single-use recovery codes, shown once. */
export class RecoveryCodesDto implements RecoveryCodes {
  @ApiProperty({ type: [String], example: EXAMPLE_CODES, minItems: 10, maxItems: 10 })
  recoveryCodes: string[];
}
