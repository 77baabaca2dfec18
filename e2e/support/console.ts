import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import { expect, type Page } from '@playwright/test';
import { root } from '../../scripts/lib/stack.mjs';

const PERIOD_SECONDS = 30;

/** The console as `npm run shop` serves it: the CMS's /admin. */
export function consoleUrl(hash = ''): string {
  const base = process.env.E2E_CMS_URL;
  if (!base) throw new Error('E2E_CMS_URL is not set: run the browser tests through playwright.config.ts');
  return `${base}/admin/${hash ? `#${hash}` : ''}`;
}

/**
 * Runs the real `npm run owner -- --email <email>` against the shop the global setup started (its CMS port
 * and data folder), and answers the one-time setup link it prints.
 */
export async function ownerSetupLink(email: string): Promise<string> {
  const cms = new URL(process.env.E2E_CMS_URL ?? '');
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'owner', '--', '--email', email], {
    cwd: root,
    env: { ...process.env, CMS_PORT: cms.port, DATA_DIR: process.env.E2E_DATA_DIR ?? '' },
    timeout: 120_000,
  });
  const link = /https?:\/\/\S+\/admin\/#\/setup\/\S+/.exec(stdout)?.[0];
  if (!link) throw new Error(`npm run owner printed no setup link:\n${stdout}`);
  return link;
}

const lastStep = new Map<string, number>();
const stepAt = (ms: number) => Math.floor(ms / 1000 / PERIOD_SECONDS);

/**
 * A code from the authenticator `secret`, as a phone would show it. The API takes each time step once, and
 * one step either side of now: after a code was used, the next one is the following step's (waiting for
 * the clock when even that was used).
 */
export async function authenticatorCode(secret: string): Promise<string> {
  const used = lastStep.get(secret) ?? -1;
  let now = stepAt(Date.now());
  while (used >= now + 1) {
    await new Promise((r) => setTimeout(r, 1000));
    now = stepAt(Date.now());
  }
  const step = Math.max(now, used + 1);
  lastStep.set(secret, step);
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
  return totp.generate({ timestamp: step * PERIOD_SECONDS * 1000 });
}

export interface Staff {
  email: string;
  password: string;
  secret: string;
}

/** Follows a setup link in the browser: reads the secret shown as text, sets the password, enrols a code. */
export async function setUpFromLink(page: Page, link: string, email: string): Promise<Staff> {
  const password = `Rhododendron-${Math.random().toString(36).slice(2, 10)}`;
  await page.goto(link);
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel(/^Password\b/).fill(password);
  await page.getByLabel(/^Confirm password\b/).fill(password);
  await page.getByLabel(/^Authenticator code\b/).fill(await authenticatorCode(secret));
  await page.getByRole('button', { name: 'Finish setup' }).click();
  // The setup's own answer, not just the sign-in page: that page also shows when the SPA logs out.
  await expect(page.getByText('Your account is ready')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel(/^Email\b/)).toBeVisible();
  return { email, password, secret };
}

/** Signs in on the console's sign-in page with email, password and a fresh code. */
export async function signIn(page: Page, staff: Staff) {
  await page.goto(consoleUrl('/login'));
  await page.getByLabel(/^Email\b/).fill(staff.email);
  await page.getByLabel(/^Password\b/).fill(staff.password);
  await page.getByLabel(/^Authenticator code\b/).fill(await authenticatorCode(staff.secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Sign-in hashes the password at production cost: on a busy machine that alone can take seconds.
  await expect(page.getByRole('menuitem', { name: 'Products' })).toBeVisible({ timeout: 30_000 });
}

/** A new owner, set up through the command's link, and signed in on `page`. */
export async function signedInOwner(page: Page, name: string): Promise<Staff> {
  const email = `${name}-${Date.now()}@owner.example`;
  const staff = await setUpFromLink(page, await ownerSetupLink(email), email);
  await signIn(page, staff);
  return staff;
}
