import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Product } from '@common/contract';
import { waitForCode } from './mail';

/** Direct calls to the e2e CMS (not through the storefront), for test set-up. */
export function cmsUrl(path: string): string {
  const base = process.env.E2E_CMS_URL;
  if (!base) throw new Error('E2E_CMS_URL is not set: run the browser tests through playwright.config.ts');
  return `${base}/api/v1${path}`;
}

export async function allProducts(request: APIRequestContext): Promise<Product[]> {
  const res = await request.get(cmsUrl('/product/filter'));
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Product[] }).data;
}

export async function productById(request: APIRequestContext, id: number): Promise<Product> {
  const res = await request.get(cmsUrl(`/product/get-all-ids?ids=${id}`));
  const found = ((await res.json()) as { data: { data: Product[] } }).data.data[0];
  if (!found) throw new Error(`product ${id} not found`);
  return found;
}

/** A product whose stock is between `min` and `max` (inclusive); the last such product, for stability. */
export async function productWithStock(
  request: APIRequestContext,
  min: number,
  max: number,
): Promise<Product> {
  const found = (await allProducts(request)).filter((p) => p.quantity >= min && p.quantity <= max).at(-1);
  if (!found) throw new Error(`no product with a stock between ${min} and ${max} in the seeded catalogue`);
  return found;
}

export interface TestAccount {
  name: string;
  email: string;
  password: string;
  phone: string;
}

let counter = 0;
/** A fresh, unique account's details (each run and each worker gets new emails). */
export function newAccount(label: string): TestAccount {
  counter += 1;
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return {
    name: 'Asha Gurung',
    email: `${label}-${unique}@example.com`,
    password: 'Namaste-2026!',
    phone: '6465550142',
  };
}

/** Creates a verified account straight on the CMS (send code, read the mail, register). */
export async function registerAccount(request: APIRequestContext, account: TestAccount): Promise<void> {
  const body = {
    name: account.name,
    email: account.email,
    password: account.password,
    confirm_password: account.password,
    phone_no: account.phone,
  };
  const sent = await request.post(cmsUrl('/user/register/send-verifycode'), { data: body });
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = await waitForCode(account.email);
  const done = await request.post(cmsUrl('/user/register'), { data: { ...body, verification_code: code } });
  expect(done.ok(), await done.text()).toBe(true);
}

/** Signs in through the login page, as a shopper does. */
export async function signIn(page: Page, account: TestAccount, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Take me to my account' }).click();
}
