import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { CmsConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message becomes one .eml file in MAIL_OUTBOX_DIR, so a fresh
 * clone needs no mail server and tests read the codes from the files.
 */
export function createMailer(config: CmsConfig): Mailer {
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(m) {
        await smtp.sendMail({ from: config.mailFrom, ...m });
      },
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // The folder is made once, not before every message: at a sale every paid order sends one, and the
  // sale bench's CPU profile of the CMS showed mkdir among its larger costs (issue #42).
  let folderMade: Promise<unknown> | null = null;
  const makeFolder = () =>
    (folderMade ??= mkdir(config.mailOutboxDir, { recursive: true }).catch((err: unknown) => {
      folderMade = null;
      throw err;
    }));
  return {
    async send(m) {
      const info = await stream.sendMail({ from: config.mailFrom, ...m });
      await makeFolder();
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      const tmp = path.join(config.mailOutboxDir, `.${name}.tmp`);
      try {
        await writeFile(tmp, info.message as Buffer);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        // Someone removed the folder since it was made: make it again, once.
        folderMade = null;
        await makeFolder();
        await writeFile(tmp, info.message as Buffer);
      }
      await rename(tmp, path.join(config.mailOutboxDir, name));
    },
  };
}

/** A mail failure is logged and never fails the request that caused it (an order, a contact message). */
export async function sendSafely(mailer: Mailer, message: MailMessage): Promise<boolean> {
  try {
    await mailer.send(message);
    return true;
  } catch (err) {
    console.error(`[mail] could not send "${message.subject}" to ${message.to}:`, (err as Error).message);
    return false;
  }
}
