import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { consoleUrl, ownerSetupLink, setUpFromLink, signIn } from './support/console';

// Console tests wait for authenticator time steps (30 s each) between sign-ins.
test.setTimeout(180_000);

test.describe("the owner's console", () => {
  test('is built and served as npm run shop does, and its address is printed', async ({ request }) => {
    // The global setup started the shop with scripts/shop.mjs itself: it built the console and the CMS serves it.
    const log = readFileSync(path.join(process.env.E2E_DATA_DIR ?? '', 'shop.log'), 'utf8');
    expect(log).toContain(`Console: ${process.env.E2E_CMS_URL}/admin`);
    const page = await request.get(consoleUrl());
    expect(page.status()).toBe(200);
    expect(page.headers()['cache-control']).toBe('no-cache');
    const script = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(`${process.env.E2E_CMS_URL}${script}`);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await request.get(`${process.env.E2E_CMS_URL}/api/admin/products`);
    expect(api.status()).toBe(401);
  });

  test('an owner sets up from the command’s link and signs in with a code', async ({ page }) => {
    const email = `setup-${Date.now()}@owner.example`;
    const link = await ownerSetupLink(email);
    expect(link.startsWith(consoleUrl('/setup/'))).toBe(true);

    // A password the setup refuses shows its message under the field (the API's 422 errors).
    await page.goto(link);
    await expect(page.getByText(email)).toBeVisible();
    await page.getByLabel(/^Password\b/).fill('short');
    await page.getByLabel(/^Confirm password\b/).fill('short');
    await page.getByLabel(/^Authenticator code\b/).fill('000000');
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expect(page.getByText(/at least 12 characters/)).toBeVisible();

    const owner = await setUpFromLink(page, link, email);
    // A used link opens nothing any more (a fresh load: a hash change alone would keep the SPA's state).
    await page.goto('about:blank');
    await page.goto(link);
    // The SPA may still show other notices: look for the link's own alert among them.
    await expect(
      page.getByRole('alert').filter({ hasText: /unknown, already used or expired/ }),
    ).toBeVisible();

    // A wrong code is refused with the one message that gives nothing away.
    await page.goto(consoleUrl('/login'));
    await page.getByLabel(/^Email\b/).fill(owner.email);
    await page.getByLabel(/^Password\b/).fill(owner.password);
    await page.getByLabel(/^Authenticator code\b/).fill('123456');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The password is checked at production cost even for a wrong code: seconds on a busy machine.
    await expect(page.getByText('Email, password or authenticator code is wrong.')).toBeVisible({
      timeout: 30_000,
    });

    await signIn(page, owner);
    await expect(page.getByRole('menuitem', { name: 'Staff' })).toBeVisible();

    // The audit log shows the sign-in and the failed one, who made them and from where.
    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    await expect(page.getByRole('columnheader', { name: 'From address' })).toBeVisible();
    const me = (await (await page.request.get(`${process.env.E2E_CMS_URL}/api/admin/me`)).json()) as {
      id: number;
    };
    await page.goto(
      consoleUrl(`/audit-log?filter=${encodeURIComponent(JSON.stringify({ staff_id: me.id }))}`),
    );
    const rows = page.getByRole('row').filter({ hasText: owner.email });
    // By the action cell: a row's text runs its cells together ("127.0.0.1login").
    const action = (name: string) => rows.filter({ has: page.getByRole('cell', { name, exact: true }) });
    await expect(action('login').first()).toBeVisible();
    await expect(action('login.failed').first()).toBeVisible();

    // Signing out ends the session on the server: the API answers 401 to the same browser.
    // The user menu is named by the name it shows: an owner's is their email's local part at first.
    await page.getByRole('button', { name: owner.email.split('@')[0], exact: true }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByLabel(/^Email\b/)).toBeVisible();
    expect((await page.request.get(`${process.env.E2E_CMS_URL}/api/admin/me`)).status()).toBe(401);
  });
});
