import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { MESSAGE_CLEAR_MS } from '@common/constants';
import { MSG } from '@common/messages';

const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });
const send = (page: Page) => form(page).getByRole('button', { name: 'Send Message' }).click();

/** Contact mails the CMS wrote to its outbox (the e2e CMS keeps mail as .eml files). */
function outboxMails(): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  try {
    return readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8'));
  } catch {
    return [];
  }
}

test('the contact form checks one field at a time in order, then sends', async ({ page }) => {
  await page.goto('/contact');
  const alert = form(page).getByRole('alert');

  // Everything empty and a bad email would also be wrong: the name comes first.
  await form(page).getByLabel('Email').fill('not-an-email');
  await send(page);
  await expect(alert).toHaveText(MSG.contact.nameEmpty);

  await form(page).getByLabel('Name').fill('Asha Gurung');
  await form(page).getByLabel('Email').fill('');
  await send(page);
  await expect(alert).toHaveText(MSG.contact.emailEmpty);

  await form(page).getByLabel('Email').fill('asha@example');
  await send(page);
  await expect(alert).toHaveText(MSG.contact.emailInvalid);

  await form(page).getByLabel('Email').fill('asha@example.com');
  await send(page);
  await expect(alert).toHaveText(MSG.contact.messageEmpty);

  const unique = `Do you ship tulsi to Ohio? ref ${Date.now()}`;
  await form(page).getByLabel('Message').fill(unique);
  await send(page);
  await expect(form(page).getByRole('status')).toHaveText(MSG.contact.thanks);
  await expect(form(page).getByLabel('Name')).toHaveValue('');
  await expect(form(page).getByLabel('Email')).toHaveValue('');
  await expect(form(page).getByLabel('Message')).toHaveValue('');

  // The message reached the CMS, which mailed it to the shop.
  await expect.poll(() => outboxMails().some((m) => m.includes(unique))).toBe(true);
});

test('form messages clear after 5 seconds', async ({ page }) => {
  await page.clock.install();
  await page.goto('/contact');
  // A paused clock: on a busy machine the real time that passes while the message is awaited would
  // otherwise count towards the 5 seconds.
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await send(page);
  const alert = form(page).getByRole('alert');
  await expect(alert).toHaveText(MSG.contact.nameEmpty);
  await page.clock.fastForward(MESSAGE_CLEAR_MS - 500);
  await expect(alert).toHaveText(MSG.contact.nameEmpty);
  await page.clock.fastForward(1000);
  await expect(alert).toHaveCount(0);
});

test('a refusal from the server is shown as its message', async ({ page }) => {
  await page.goto('/contact');
  await form(page).getByLabel('Name').fill('Asha Gurung');
  await form(page).getByLabel('Email').fill('asha@example.com');
  // Longer than the contract allows: the browser form lets it through, the CMS refuses it (422).
  await form(page).getByLabel('Message').fill('x'.repeat(5001));
  await send(page);
  const alert = form(page).getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert).not.toHaveText(MSG.contact.thanks);
  // What the shopper typed stays, so nothing is lost.
  await expect(form(page).getByLabel('Name')).toHaveValue('Asha Gurung');
});
