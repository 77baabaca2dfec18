import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadEnvFile } from 'node:process';
import { parseArgs } from 'node:util';
import { EMAIL_PATTERN } from '@common/contract';
import { loadConfig, type CmsConfig } from '../config';
import { openDatabase } from '../db/client';
import { createMailer } from '../services/mailer';
import { processRuns, readControlFile } from './services/control-file';
import { OWNER_COMMAND_ACTOR, OWNER_COMMAND_HEADER } from './routes/owner';
import { ownerSetupLink, SETUP_LINK_HOURS } from './services/setup';

/**
 * `npm run owner -- --email <address>`: creates the first owner, or a new setup link for an existing one,
 * and prints the link. On PostgreSQL it writes to the database itself (many processes may). On the embedded
 * PGlite it asks the running CMS when there is one (ADR 0042), and opens the data folder only when none runs.
 */
async function viaRunningCms(config: CmsConfig, email: string): Promise<string | null> {
  const control = readControlFile(config.dataDir);
  if (!control || !processRuns(control.pid)) return null;
  const res = await fetch(`http://127.0.0.1:${control.port}/api/admin/owner-command`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [OWNER_COMMAND_HEADER]: control.secret },
    body: JSON.stringify({ email }),
    signal: AbortSignal.timeout(15_000),
  }).catch((err: Error) => {
    throw new Error(
      `A CMS (process ${control.pid}) runs on ${config.dataDir} but did not answer on port ${control.port}: ${err.message}. The database is left alone; try again once it answers.`,
    );
  });
  if (!res.ok) throw new Error(`The running CMS refused the request (${res.status}): ${await res.text()}`);
  return ((await res.json()) as { url: string }).url;
}

async function directly(config: CmsConfig, email: string): Promise<string> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const deps = { db: database.db, config, mailer: createMailer(config), now: () => new Date() };
    return await ownerSetupLink(deps, email, {
      staffId: null,
      staffEmail: OWNER_COMMAND_ACTOR,
      clientAddress: 'local',
    });
  } finally {
    await database.close();
  }
}

async function main() {
  const envFile = path.resolve('.env');
  if (existsSync(envFile)) loadEnvFile(envFile);
  const { values } = parseArgs({ options: { email: { type: 'string' } } });
  const email = values.email?.trim() ?? '';
  if (!EMAIL_PATTERN.test(email)) {
    console.error('Usage: npm run owner -- --email <address>');
    process.exit(2);
  }
  const config = loadConfig();
  const url =
    (!config.databaseUrl && (await viaRunningCms(config, email))) || (await directly(config, email));
  console.log(
    `\nSetup link for ${email.toLowerCase()} (works once, for ${SETUP_LINK_HOURS} hours):\n\n  ${url}\n`,
  );
}

main().catch((err: Error) => {
  console.error(`[owner] ${err.message}`);
  process.exit(1);
});
