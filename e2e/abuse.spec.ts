import { expect, test, type Page } from './support/test';
import { ACCOUNT_LIMITS } from '../cms/src/services/rate-limits';
import { MSG } from '@common/messages';
import { newAccount, registerAccount } from './support/fixtures';
import { waitForCode } from './support/mail';
import { postFrom, postsFrom } from './support/from-address';

/**
 * The CMS's rate limits count shoppers, not the storefront: the storefront's server takes each shopper's
 * address from the socket (never from a header the shopper wrote) and passes it to the CMS signed. Each
 * test plays shoppers on their own loopback addresses, so the limits they exhaust hold no one else back.
 */

// Several requests per test, each a password hash or a mail on the CMS.
test.describe.configure({ timeout: 180_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

test('a shopper who exhausts the sign-in and code limits is held back; another shopper is not', async ({
  request,
}) => {
  const account = newAccount('abuse');
  await registerAccount(request, account);
  const greedy = '127.0.0.2';
  const other = '127.0.0.3';

  // Wrong passwords for many emails (one each, so no email's own limit is reached) from one machine.
  const login = ACCOUNT_LIMITS.loginFailuresPerAddress;
  for (let i = 0; i < login.failures; i += 1) {
    const res = await postFrom(greedy, 'user/login', {
      email: `guess-${i}-${unique()}@example.com`,
      password: 'Wrong-password-1',
    });
    expect(res.status, res.body).toBe(401);
  }
  const blocked = await postFrom(greedy, 'user/login', {
    email: account.email,
    password: account.password,
  });
  expect(blocked.status, blocked.body).toBe(429);
  expect(blocked.headers['retry-after']).toBeTruthy();

  // Code requests (password resets) from the same machine, each for another email.
  for (let i = 0; i < ACCOUNT_LIMITS.codeSendsPerAddress.points; i += 1) {
    const res = await postFrom(greedy, 'user/sendVerificationCode', {
      email: `reset-${i}-${unique()}@example.com`,
    });
    expect(res.status, res.body).toBe(200);
  }
  const noCode = await postFrom(greedy, 'user/sendVerificationCode', { email: account.email });
  expect(noCode.status, noCode.body).toBe(429);

  // Another shopper signs in, and gets a code to sign up with (an email of their own: the account's email
  // had its code a moment ago, and an email's own limit allows one code per 30 seconds).
  const signedIn = await postFrom(other, 'user/login', { email: account.email, password: account.password });
  expect(signedIn.status, signedIn.body).toBe(200);
  const newcomer = newAccount('abuse-other');
  const sent = await postFrom(other, 'user/register/send-verifycode', {
    name: newcomer.name,
    email: newcomer.email,
    password: newcomer.password,
    confirm_password: newcomer.password,
    phone_no: newcomer.phone,
  });
  expect(sent.status, sent.body).toBe(200);
  expect(await waitForCode(newcomer.email)).toMatch(/^\d{4}$/);
});

test('a forged X-Forwarded-For does not make a shopper someone else', async () => {
  const greedy = '127.0.0.4';
  const login = ACCOUNT_LIMITS.loginFailuresPerAddress;
  // Every attempt claims a fresh address; all of them still count against the one machine.
  for (let i = 0; i < login.failures; i += 1) {
    const res = await postFrom(
      greedy,
      'user/login',
      { email: `forged-${i}-${unique()}@example.com`, password: 'Wrong-password-1' },
      { 'x-forwarded-for': `198.51.100.${i + 1}` },
    );
    expect(res.status, res.body).toBe(401);
  }
  const blocked = await postFrom(
    greedy,
    'user/login',
    { email: `forged-last-${unique()}@example.com`, password: 'Wrong-password-1' },
    { 'x-forwarded-for': '198.51.100.250' },
  );
  expect(blocked.status, blocked.body).toBe(429);
  // Nor can one shopper get another blocked by claiming their address.
  const innocent = await postFrom(
    '127.0.0.5',
    'user/login',
    { email: `innocent-${unique()}@example.com`, password: 'Wrong-password-1' },
    { 'x-forwarded-for': greedy },
  );
  expect(innocent.status, innocent.body).toBe(401);
});

/** Submits the contact form once and returns the message it then shows. */
async function sendContact(page: Page): Promise<{ kind: 'status' | 'alert'; text: string }> {
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Asha Gurung');
  await form.getByLabel('Email').fill('asha@example.com');
  await form.getByLabel('Message').fill(`Do you ship rhododendrons? ${unique()}`);
  await form.getByRole('button', { name: 'Send Message' }).click();
  const shown = form.getByRole('status').or(form.getByRole('alert'));
  await expect(shown).toBeVisible();
  const kind = (await form.getByRole('alert').count()) > 0 ? 'alert' : 'status';
  const text = (await shown.textContent()) ?? '';
  // A fresh page for the next message, so what shows is that answer's alone.
  await page.reload();
  return { kind, text };
}

/** More tries than any per-address limit of the CMS allows before refusing. */
const MAX_TRIES = 30;

test("the contact form shows the server's message once the shopper's address is rate-limited", async ({
  page,
}) => {
  await postsFrom(page, '127.0.0.6');
  await page.goto('/contact');
  let last = await sendContact(page);
  for (let i = 1; i < MAX_TRIES && last.kind === 'status'; i += 1) {
    expect(last.text).toBe(MSG.contact.thanks);
    last = await sendContact(page);
  }
  expect(last.kind).toBe('alert');
  // The CMS's own refusal, not the generic failure.
  expect(last.text).not.toBe(MSG.serverError);
  expect(last.text).not.toBe('');

  // Another shopper's message still goes through.
  const other = await page.context().newPage();
  await postsFrom(other, '127.0.0.7');
  await other.goto('/contact');
  expect(await sendContact(other)).toEqual({ kind: 'status', text: MSG.contact.thanks });
});

test("the newsletter says 'Failed to subscribe. Try again later.' once the shopper's address is rate-limited", async ({
  page,
}) => {
  await postsFrom(page, '127.0.0.8');
  await page.goto('/about');
  const box = page.getByRole('form', { name: 'Newsletter' });
  let failed = false;
  for (let i = 0; i < MAX_TRIES && !failed; i += 1) {
    await box.getByLabel('Email address').fill(`subscriber-${i}-${unique()}@example.com`);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    const outcome = page.getByText(MSG.newsletter.thanks).or(page.getByText(MSG.newsletter.failed));
    await expect(outcome.first()).toBeVisible();
    failed = await page.getByText(MSG.newsletter.failed).isVisible();
    // Toasts stay a while; dismiss the answer so the next one is seen on its own.
    await page.reload();
  }
  expect(failed).toBe(true);

  const other = await page.context().newPage();
  await postsFrom(other, '127.0.0.9');
  await other.goto('/about');
  const otherBox = other.getByRole('form', { name: 'Newsletter' });
  await otherBox.getByLabel('Email address').fill(`subscriber-other-${unique()}@example.com`);
  await otherBox.getByRole('button', { name: 'Subscribe' }).click();
  await expect(other.getByText(MSG.newsletter.thanks)).toBeVisible();
});
