import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import type { Banner, Category, ChooseUs, Product } from '@common/contract';
import { cmsUrl } from './fixtures';

/** Reads straight from the e2e CMS, to compare what the storefront shows with the source. */
async function cmsGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(cmsUrl(path));
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

export const cmsBanners = async (request: APIRequestContext) =>
  (await cmsGet<{ data: Banner[] }>(request, '/carousel/get')).data;
export const cmsCategories = async (request: APIRequestContext) =>
  (await cmsGet<{ data: Category[] }>(request, '/category/getFeature')).data;
export const cmsFeatureProducts = async (request: APIRequestContext) =>
  (await cmsGet<{ products: { data: Product[] } }>(request, '/product/getFeature')).products.data;
export const cmsOfferProducts = async (request: APIRequestContext) =>
  (await cmsGet<{ products: { data: Product[] } }>(request, '/product/getOffer')).products.data;
export const cmsChooseUs = async (request: APIRequestContext) =>
  (await cmsGet<{ data: ChooseUs[] }>(request, '/choose/get')).data;
export const cmsSimilar = async (request: APIRequestContext, slug: string) =>
  (await cmsGet<{ data: { similarProducts: Product[] } }>(request, `/product/getSimilarProducts/${slug}`))
    .data.similarProducts;

/**
 * The CMS image URL behind an optimised image: its src is `/img/<width>/<path under /uploads>` for the
 * CMS's uploads (which the storefront serves under its own /uploads) or `/_next/image?url=…` for others.
 */
export async function imageSource(img: Locator): Promise<string> {
  const src = (await img.getAttribute('src')) ?? '';
  const upload = src.match(/^\/img\/\d+\/(.+)$/);
  if (upload) return `${new URL(cmsUrl('/')).origin}/uploads/${upload[1]}`;
  return new URL(src, 'http://storefront.invalid').searchParams.get('url') ?? src;
}

/** Whether a URL is one of the image optimiser's, in the short form of the uploads or its own. */
export function isOptimisedImage(url: string): boolean {
  const { pathname, search } = new URL(url);
  return /^\/(img\/\d+\/|_next\/image\?)/.test(pathname + search);
}

/**
 * The JSON-LD blocks of an HTML document, whatever other attributes their script elements carry (next-seo's
 * own components add an id, which an exact `<script type="application/ld+json">` missed).
 */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  const blocks = [
    ...html.matchAll(/<script\b[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ];
  return blocks.flatMap((m) => {
    const data = JSON.parse(m[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

/** The content attribute of `<meta property|name="…">` in an HTML document. */
export function metaContent(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]+(?:property|name)="${key}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1];
}

export function canonicalHref(html: string): string | undefined {
  return html.match(/<link[^>]+rel="canonical"[^>]*>/)?.[0].match(/href="([^"]*)"/)?.[1];
}

/** Undoes React's HTML text escaping, for comparing server HTML with plain values. */
export const unescapeHtml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
