import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * The e2e CMS writes every mail as an .eml file in `${E2E_DATA_DIR}/outbox` (no SMTP). These helpers find
 * the newest mail to an address and read the 4-digit code out of it.
 */

interface Mail {
  file: string;
  mtimeMs: number;
  to: string;
  subject: string;
  raw: string;
}

function outboxDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  return path.join(dir, 'outbox');
}

/** A header's value, with folded continuation lines joined (RFC 5322). */
function header(head: string, name: string): string {
  const match = head.match(new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im'));
  return (match?.[1] ?? '').replace(/\r?\n[ \t]+/g, ' ').trim();
}

function readMails(): Mail[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir()).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.map((f) => {
    const file = path.join(outboxDir(), f);
    const raw = readFileSync(file, 'utf8');
    const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
    return {
      file: f,
      mtimeMs: statSync(file).mtimeMs,
      to: header(head, 'To'),
      subject: header(head, 'Subject'),
      raw,
    };
  });
}

/** Mails to `email`, newest first (file names start with an ISO timestamp; mtime breaks ties). */
export function mailsTo(email: string): Mail[] {
  const needle = email.toLowerCase();
  return readMails()
    .filter((m) => m.to.toLowerCase().includes(needle))
    .sort((a, b) => b.file.localeCompare(a.file) || b.mtimeMs - a.mtimeMs);
}

/** The code in a mail: the subject ends with it; the plain-text body has it on a line of its own. */
export function codeIn(mail: Mail): string | null {
  const fromSubject = mail.subject.match(/\b(\d{4})\s*$/);
  if (fromSubject?.[1]) return fromSubject[1];
  const fromBody = mail.raw.match(/^\s*(\d{4})\s*$/m);
  return fromBody?.[1] ?? null;
}

/**
 * Waits for a mail to `email` newer than the `after` count of mails already there, and returns its code.
 * Pass `mailsTo(email).length` taken before the action that sends the code.
 */
export async function waitForCode(email: string, after = 0): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      () => {
        const mails = mailsTo(email);
        if (mails.length <= after) return null;
        code = codeIn(mails[0]!);
        return code;
      },
      { message: `a code mailed to ${email}`, timeout: 15_000 },
    )
    .toMatch(/^\d{4}$/);
  return code!;
}
