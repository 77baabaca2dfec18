import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import sanitizeHtml from 'sanitize-html';
import {
  aboutPagesResponse,
  contactPagesResponse,
  messageResponse,
  policyPagesResponse,
  type AboutPage,
  type ContactMessageInput,
  type ContactPage,
  type PolicyPage,
} from '@common/contract';
import { MSG } from '@common/messages';
import { CmsError, cmsFetch } from './client';
import { CATALOGUE_TAG } from './tags';

/**
 * The five content pages, the contact message and the newsletter sign-up. Only the first record of each
 * list is used (docs/behaviour.md#data). A failed load is logged and yields null: the page then renders without that
 * content rather than showing the shopper an error (docs/behaviour.md#failures).
 */

/*
 * The contract does not promise that rich text arrives sanitised, and the storefront must work against any
 * server that implements it, so descriptions pass an allowlist here too (once per cache entry). Links the
 * page puts in href/src attributes must be http(s): a `javascript:` map URL in an iframe would run script
 * on the shop's origin.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a', 'span', 'hr'],
    ...['h2', 'h3', 'h4', 'h5', 'h6', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT);
}

/** `url` when it is an absolute http(s) URL, else '' (treated as "not set"). */
export function safeHttpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : '';
  } catch {
    return '';
  }
}

async function loggedOrNull<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (err) {
    console.error(`[cms] ${what} failed to load:`, (err as Error).message);
    return null;
  }
}

/** Content reads are purged with `content` (or one page's tag) and with `catalogue`, which a reseed sends. */
export const CONTENT_TAG = 'content';
const contentTags = (page: string) => [CATALOGUE_TAG, CONTENT_TAG, `content:${page}`];

export type PolicyKind = 'terms' | 'privacy' | 'returns';

const POLICY_PATHS: Record<PolicyKind, string> = {
  terms: '/toc-page/get',
  privacy: '/privacy/get',
  returns: '/refund/get',
};

async function firstPolicy(kind: PolicyKind): Promise<PolicyPage | null> {
  'use cache';
  cacheLife('hours');
  cacheTag(...contentTags(kind));
  const body = await cmsFetch(POLICY_PATHS[kind], policyPagesResponse);
  const page = body.data[0];
  return page ? { ...page, description: sanitizeRichText(page.description) } : null;
}

async function firstAbout(): Promise<AboutPage | null> {
  'use cache';
  cacheLife('hours');
  cacheTag(...contentTags('about'));
  const body = await cmsFetch('/about-page/get', aboutPagesResponse);
  const page = body.data[0];
  if (!page) return null;
  return {
    ...page,
    image: page.image ? safeHttpUrl(page.image) || null : null,
    description: sanitizeRichText(page.description),
  };
}

async function firstContact(): Promise<ContactPage | null> {
  'use cache';
  cacheLife('hours');
  cacheTag(...contentTags('contact'));
  const body = await cmsFetch('/contact-page/get', contactPagesResponse);
  const c = body.data[0];
  if (!c) return null;
  return {
    ...c,
    youtube: safeHttpUrl(c.youtube),
    facebook: safeHttpUrl(c.facebook),
    instagram: safeHttpUrl(c.instagram),
    map_embed_url: safeHttpUrl(c.map_embed_url),
  };
}

/** Terms, privacy or return policy: title and (CMS-sanitised) rich-text description. */
export function getPolicyPage(kind: PolicyKind): Promise<PolicyPage | null> {
  return loggedOrNull(`${kind} page`, () => firstPolicy(kind));
}

export function getAboutPage(): Promise<AboutPage | null> {
  return loggedOrNull('about page', firstAbout);
}

/** Shop phone, email, address, social links and map (contact page and footer). */
export function getContactPage(): Promise<ContactPage | null> {
  return loggedOrNull('contact details', firstContact);
}

export type SendResult = { ok: true } | { ok: false; message: string };

/**
 * A failure the shopper may read: the CMS's own message for a refused request (4xx with a message), else
 * the generic 'Server Error' (unreachable CMS, server fault, unexpected answer).
 */
function shopperMessage(err: unknown): string {
  if (err instanceof CmsError && err.status >= 400 && err.status < 500 && err.status !== 404) {
    return err.message;
  }
  return MSG.serverError;
}

async function postMessage(
  path: string,
  body: unknown,
  shopper: Record<string, string>,
): Promise<SendResult> {
  try {
    const res = await cmsFetch(path, messageResponse, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...shopper },
      body: JSON.stringify(body),
      cache: 'no-store',
    });
    return res.status ? { ok: true } : { ok: false, message: res.message || MSG.serverError };
  } catch (err) {
    console.error(`[cms] POST ${path} failed:`, (err as Error).message);
    return { ok: false, message: shopperMessage(err) };
  }
}

/**
 * POST /contactMessage/store. `shopper`: the signed client-address headers (lib/session/client-address.ts),
 * so the CMS's rate limit counts the shopper and not the storefront.
 */
export function sendContactMessage(
  input: ContactMessageInput,
  shopper: Record<string, string>,
): Promise<SendResult> {
  return postMessage('/contactMessage/store', input, shopper);
}

/** POST /enquiry/store (newsletter). An address already subscribed still succeeds. */
export function subscribeNewsletter(email: string, shopper: Record<string, string>): Promise<SendResult> {
  return postMessage('/enquiry/store', { email }, shopper);
}
