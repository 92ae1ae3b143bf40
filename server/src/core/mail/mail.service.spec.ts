import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../config/app-config';
import { MailService } from './mail.service';

describe(MailService.name, () => {
  it('writes each message as an .eml file under DATA_DIR/mail when no SMTP server is set', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mail-spec-'));
    const mail = new MailService(loadConfig({ DATA_DIR: dataDir }));
    const file = await mail.send({
      to: 'leo@example.com',
      subject: 'Your data is ready',
      text: 'Download it here: https://example.com/x',
    });
    expect(file).toContain(join(dataDir, 'mail'));
    const eml = readFileSync(file as string, 'utf8');
    expect(eml).toContain('To: leo@example.com');
    expect(eml).toContain('Subject: Your data is ready');
    expect(eml).toContain('Download it here: https://example.com/x');
  });
});
