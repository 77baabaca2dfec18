import { expect, test, type Page } from './support/test';
import { RESEND_WAIT_SECONDS } from '@common/constants';
import { MSG } from '@common/messages';
import { newAccount, registerAccount, signIn, type TestAccount } from './support/fixtures';
import { mailsTo, waitForCode } from './support/mail';

/**
 * The CMS allows one code mail per address every 30 seconds (signup and reset together), so the account
 * for the full reset is created first and the other tests (which run before it, in file order) use part of
 * that window; the full reset waits out the rest.
 */
const CMS_CODE_WINDOW_MS = 31_000;
let account: TestAccount;
let registeredAt = 0;

test.beforeAll(async ({ request }) => {
  account = newAccount('reset');
  await registerAccount(request, account);
  registeredAt = Date.now();
});

/** The form's own message (the footer's newsletter box has an alert region too). */
const alert = (page: Page) => page.getByRole('main').getByRole('alert');

async function requestReset(page: Page, email: string, beforeProceed?: () => Promise<void>) {
  await page.goto('/passwordreset');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: MSG.reset.submit }).click();
  const dialog = page.getByRole('dialog', { name: MSG.reset.modalTitle });
  await expect(dialog.getByRole('heading', { name: MSG.reset.modalTitle })).toBeVisible();
  await expect(dialog.getByText(MSG.reset.modalText)).toBeVisible();
  await beforeProceed?.();
  await dialog.getByRole('button', { name: MSG.reset.proceed }).click();
  await expect(page).toHaveURL(/\/codeverification$/);
}

test('the reset request needs an email', async ({ page }) => {
  await page.goto('/passwordreset');
  await page.getByRole('button', { name: MSG.reset.submit }).click();
  await expect(alert(page)).toHaveText(MSG.reset.emailEmpty);
  await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
});

test('Resend Link stays disabled for 30 seconds with a countdown', async ({ page }) => {
  const start = new Date('2026-11-21T10:00:00Z');
  await page.clock.install({ time: start });
  // Any address gets the same answer (accounts cannot be enumerated), so no real account is needed here.
  // The page's clock stops before the code screen opens, so only fastForward moves the countdown.
  await requestReset(page, newAccount('nobody').email, () =>
    page.clock.pauseAt(new Date(start.getTime() + 60 * 60 * 1000)),
  );
  const resend = page.getByRole('button', { name: 'Resend Link' });
  const countdown = page.getByTestId('resend-countdown');
  await expect(resend).toBeDisabled();
  await expect(countdown).toHaveText(`You can resend in ${RESEND_WAIT_SECONDS}s`);

  await page.clock.fastForward(10_000);
  await expect(countdown).toHaveText(`You can resend in ${RESEND_WAIT_SECONDS - 10}s`);
  await expect(resend).toBeDisabled();
  await page.clock.fastForward((RESEND_WAIT_SECONDS - 11) * 1000);
  await expect(countdown).toHaveText('You can resend in 1s');
  await expect(resend).toBeDisabled();
  await page.clock.fastForward(1500);
  await expect(resend).toBeEnabled();
  await expect(countdown).toHaveCount(0);
});

test('the reset email and code never appear in the URL, and the later screens need them', async ({
  page,
}) => {
  await page.goto('/confirmnewpassword');
  await expect(page.getByRole('link', { name: 'Reset my password' })).toBeVisible();
  await page.goto('/codeverification');
  await expect(page.getByRole('link', { name: 'Reset my password' })).toBeVisible();
});

test('full reset: request, code from the mail, new password, sign in with it', async ({ page }) => {
  test.setTimeout(90_000);
  const wait = registeredAt + CMS_CODE_WINDOW_MS - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);

  const before = mailsTo(account.email).length;
  await requestReset(page, account.email);
  expect(page.url()).not.toContain(encodeURIComponent(account.email));
  await expect(page.getByRole('button', { name: 'Resend Link' })).toBeDisabled();
  const code = await waitForCode(account.email, before);

  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(alert(page)).toHaveText(MSG.code.empty);
  await page.getByLabel('Verification code').fill(code === '0000' ? '1111' : '0000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(alert(page)).toHaveText(MSG.code.invalid);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/confirmnewpassword$/);
  expect(page.url()).not.toContain(code);

  const newPassword = 'Dhanyabad-2026!';
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(alert(page)).toHaveText(MSG.newPassword.empty);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(alert(page)).toHaveText(MSG.newPassword.mismatch);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(MSG.newPassword.changed).first()).toBeVisible();

  await signIn(page, account);
  await expect(alert(page)).toHaveText('Invalid email or password');
  await signIn(page, { ...account, password: newPassword });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(MSG.login.welcome(account.name)).first()).toBeVisible();
});
