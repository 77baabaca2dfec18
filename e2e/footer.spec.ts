import { expect, test, type Page } from './support/test';
import { FOOTER_PHONES } from '@common/constants';
import { MSG } from '@common/messages';

const cms = () => process.env.E2E_CMS_URL!;
const footer = (page: Page) => page.getByTestId('site-footer');
const newsletter = (page: Page) => page.getByRole('form', { name: 'Newsletter' });

test('the footer shows the contact details, phones, links, socials, cards and the year', async ({
  page,
  request,
}) => {
  const contact = (
    (await (await request.get(`${cms()}/api/v1/contact-page/get`)).json()) as {
      data: { email: string; address: string; youtube: string; facebook: string; instagram: string }[];
    }
  ).data[0]!;

  for (const route of ['/', '/filter?q=tea', '/contact']) {
    await page.goto(route);
    const f = footer(page);
    await expect(f.getByText(contact.email, { exact: true })).toBeVisible();
    await expect(f.getByText(contact.address, { exact: true })).toBeVisible();
  }

  const f = footer(page);
  for (const phone of FOOTER_PHONES) await expect(f.getByText(phone, { exact: true })).toBeVisible();
  await expect(f.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeVisible();

  const links = {
    Home: '/',
    'About Us': '/about',
    'Contact Us': '/contact',
    'Terms & Conditions': '/termsandconditions',
    'Return Policy': '/return-policy',
    'Privacy Policy': '/privacy-policy',
  };
  for (const [name, href] of Object.entries(links)) {
    await expect(f.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }

  // The TikTok icon links to the stored YouTube link (spec).
  await expect(f.getByRole('link', { name: 'TikTok' })).toHaveAttribute('href', contact.youtube);
  await expect(f.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', contact.facebook);
  await expect(f.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', contact.instagram);

  for (const card of ['Visa', 'Mastercard', 'American Express', 'Discover']) {
    await expect(f.getByRole('img', { name: card })).toBeVisible();
  }

  // Footer links navigate.
  await f.getByRole('link', { name: 'Return Policy' }).click();
  await expect(page).toHaveURL(/\/return-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('newsletter: an empty box does nothing, a bad address is refused', async ({ page }) => {
  await page.goto('/about');
  const box = newsletter(page);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('alert')).toHaveText('');
  await expect(page.getByText(MSG.newsletter.thanks)).toHaveCount(0);
  await expect(page.getByText(MSG.newsletter.failed)).toHaveCount(0);

  await box.getByLabel('Email address').fill('asha@example');
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('alert')).toHaveText(MSG.newsletter.invalid);
  await expect(box.getByLabel('Email address')).toHaveValue('asha@example');
});

test('newsletter: a good address subscribes, scrolls to the top and empties the box', async ({ page }) => {
  await page.goto('/about');
  const box = newsletter(page);
  const email = box.getByLabel('Email address');
  await email.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await email.fill(`subscriber-${Date.now()}@example.com`);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(MSG.newsletter.thanks)).toBeVisible();
  await expect(email).toHaveValue('');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the footer is laid out only when it nears the screen, in about its own height', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  const f = footer(page);
  // Whether the footer's content is rendered: it is skipped while the footer is far from the screen.
  const rendered = () =>
    f.evaluate((el) =>
      el.firstElementChild!.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions),
    );
  expect(await rendered()).toBe(false);
  const placeholder = await f.evaluate((el) => el.getBoundingClientRect().height);
  await f.scrollIntoViewIfNeeded();
  await expect.poll(rendered).toBe(true);
  const height = await f.evaluate((el) => el.getBoundingClientRect().height);
  // The held height is close to the real one, so the page's length barely changes as it renders.
  expect(Math.abs(height - placeholder)).toBeLessThan(80);
});
