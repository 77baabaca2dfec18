import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { createMailer } from '../src/services/mailer';

/**
 * Without SMTP_URL every message is an .eml file in MAIL_OUTBOX_DIR. The folder is made once per process
 * (issue #42's profile), so a folder removed while the CMS runs must not lose the next message.
 */
describe('the outbox mailer', () => {
  it('makes the folder, and makes it again when it was removed meanwhile', async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'outbox-test-'));
    const outbox = path.join(base, 'nested', 'outbox');
    try {
      const mailer = createMailer(loadConfig({ MAIL_OUTBOX_DIR: outbox }));
      await mailer.send({ to: 'a@example.com', subject: 'First', text: 'one' });
      assert.equal(readdirSync(outbox).filter((f) => f.endsWith('.eml')).length, 1);
      rmSync(path.join(base, 'nested'), { recursive: true, force: true });
      await mailer.send({ to: 'b@example.com', subject: 'Second', text: 'two' });
      await Promise.all(
        ['c', 'd', 'e'].map((n) => mailer.send({ to: `${n}@example.com`, subject: n, text: n })),
      );
      const files = readdirSync(outbox);
      assert.equal(
        files.filter((f) => f.endsWith('.eml')).length,
        4,
        'every message after the removal is kept',
      );
      assert.equal(files.filter((f) => f.endsWith('.tmp')).length, 0);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
