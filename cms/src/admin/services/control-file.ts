import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * How `npm run owner` finds a CMS running on the embedded database (ADR 0042): a PGlite data folder belongs
 * to one process, so the command must not open it under a running CMS and asks that CMS instead. The CMS
 * writes this file (mode 0600, only its user may read it) when it starts listening: its process id, its port
 * and a secret made for this run, which the command sends back on a loopback-only call.
 */
export interface ControlFile {
  pid: number;
  port: number;
  secret: string;
}

export const controlFilePath = (dataDir: string) => path.join(dataDir, 'cms-control.json');

export function writeControlFile(dataDir: string, port: number): () => void {
  const file = controlFilePath(dataDir);
  const content: ControlFile = { pid: process.pid, port, secret: randomBytes(32).toString('base64url') };
  writeFileSync(`${file}.tmp`, `${JSON.stringify(content)}\n`, { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
  return () => {
    // Only this run's file: a newer CMS on the same folder may have replaced it.
    if (readControlFile(dataDir)?.secret === content.secret) rmSync(file, { force: true });
  };
}

export function readControlFile(dataDir: string): ControlFile | null {
  try {
    const parsed = JSON.parse(readFileSync(controlFilePath(dataDir), 'utf8')) as Partial<ControlFile>;
    if (
      typeof parsed.pid === 'number' &&
      typeof parsed.port === 'number' &&
      typeof parsed.secret === 'string' &&
      parsed.secret.length >= 32
    ) {
      return { pid: parsed.pid, port: parsed.port, secret: parsed.secret };
    }
    return null;
  } catch {
    return null;
  }
}

/** True when `given` is the secret this very process wrote (constant-time comparison). */
export function isOwnControlSecret(dataDir: string, given: string | undefined): boolean {
  const file = readControlFile(dataDir);
  if (!file || file.pid !== process.pid || !given) return false;
  const a = Buffer.from(file.secret);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** True when a process with this id runs (and may be signalled by this user or not). */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
