import type { CmsConfig } from '../config';

/** Said once per process: a CMS without REVALIDATE_SECRET cannot purge, and should not try on every change. */
let toldNoSecret = false;

/**
 * Tells the storefront to purge cached catalogue reads after the catalogue changed (seed, stock). Best
 * effort: the storefront may not be running (tests, CMS started alone), and its caches expire anyway. A
 * refused or failed purge is logged, because it means shoppers see old stock until the caches expire.
 *
 * The purge is sent again `purgeRepeatMs` later unless the storefront answered that it needs no repeat:
 * Next dates a cached page when its render ends, so a page whose render read the catalogue before this
 * change and ended after the first purge counts as newer than it, and would show the old stock until the
 * page's own revalidation (docs/adr/0016-purge-sent-twice.md). The shop's own page cache dates pages from
 * their render's start and answers `repeat: false`; a host with another page cache (OpenNext's), an older
 * storefront, or a purge that failed gets the repeat (docs/adr/0108-pages-dated-from-render-start.md).
 */
export async function notifyStorefront(
  config: CmsConfig,
  tags: string[],
  { atFirstStart = false }: { atFirstStart?: boolean } = {},
): Promise<void> {
  if (!config.storefrontRevalidateUrl || tags.length === 0) return;
  if (!config.revalidateSecret) {
    if (!toldNoSecret) {
      toldNoSecret = true;
      console.warn(
        '[revalidate] REVALIDATE_SECRET is not set: the storefront is not told about catalogue changes, so its cached pages show old stock until they expire',
      );
    }
    return;
  }
  const target: Target = {
    url: config.storefrontRevalidateUrl,
    secret: config.revalidateSecret,
    atFirstStart,
    spacingMs: config.purgeSpacingMs,
  };
  const repeat = await purge(target, tags);
  if (config.purgeRepeatMs > 0 && repeat) {
    // unref: a repeat still waiting never keeps a stopping CMS alive.
    setTimeout(() => void purge(target, tags), config.purgeRepeatMs).unref();
  }
}

/** The storefront accepts at most this many tags in one purge (lib/cache/revalidate-request.ts). */
export const MAX_TAGS_PER_PURGE = 128;

/**
 * The least time between two purges to one storefront, by default (STOREFRONT_PURGE_SPACING_MS). Each purge
 * costs the storefront a request, its tags marked and shared through Redis, and a render of the home page
 * and the purged pages in demand (ADRs 0073, 0097); a storefront that answers in a millisecond would
 * otherwise be purged hundreds of times a second during a sale. At 250 ms the two storefronts still spent
 * 10 ms of CPU per order on purges in the sale bench's checkout, at one second 6 ms
 * (docs/adr/0095-purges-gathered.md); a second is small next to the shop's 5-second freshness.
 */
export const PURGE_SPACING_MS = 1000;

/** Where a purge goes and how purges to it are spaced. */
interface Target {
  url: string;
  secret: string;
  atFirstStart: boolean;
  spacingMs: number;
}

interface Batch {
  tags: Set<string>;
  /** Each caller's, told whether the storefront wants the purge sent again. */
  done: ((repeat: boolean) => void)[];
}

/** Per storefront address: whether a purge is on its way or spaced, and the tags gathered to go next. */
interface Lane {
  sending: boolean;
  next: Batch | null;
  /** The timer of the spacing being waited out after a purge, if any. */
  spacing: NodeJS.Timeout | null;
}
const lanes = new Map<string, Lane>();

/**
 * At most one purge to a storefront per `spacingMs`; tags that arrive meanwhile are gathered and go together
 * in the next one. Every paid order purges its products' pages, and the storefront renders the home page
 * again for each purge, so during a sale one request per order (four with the repeats) kept the CMS and the
 * storefront busy (issue #42's profile). A quiet shop still purges at once: only a purge within `spacingMs`
 * of the last one waits. Resolves once the caller's tags were sent, with whether they must be sent again
 * (sendPurge).
 */
function purge(target: Target, tags: string[]): Promise<boolean> {
  const key = JSON.stringify([target.url, target.secret, target.atFirstStart]);
  let lane = lanes.get(key);
  if (!lane) {
    lane = { sending: false, next: null, spacing: null };
    lanes.set(key, lane);
  }
  const batch = (lane.next ??= { tags: new Set(), done: [] });
  for (const tag of tags) batch.tags.add(tag);
  const sent = new Promise<boolean>((resolve) => batch.done.push(resolve));
  lane.spacing?.ref();
  if (!lane.sending) void drain(key, lane, target);
  return sent;
}

/**
 * Sends the lane's batches one after the other, each at least `spacingMs` after the one before. The lane
 * stays open for `spacingMs` after its last purge, so that an order arriving just after a purge was answered
 * waits for the next one instead of sending its own: closing as soon as nothing was waiting sent one purge
 * per order at a steady sale, each answered before the next order came (issue #42's checkout).
 */
async function drain(key: string, lane: Lane, target: Target) {
  lane.sending = true;
  for (let batch = lane.next; batch; batch = lane.next) {
    lane.next = null;
    const startedAt = Date.now();
    const tags = [...batch.tags];
    let repeat = false;
    for (let i = 0; i < tags.length; i += MAX_TAGS_PER_PURGE) {
      const part = tags.slice(i, i + MAX_TAGS_PER_PURGE);
      if (await sendPurge(target.url, target.secret, part, target.atFirstStart)) repeat = true;
    }
    for (const resolve of batch.done) resolve(repeat);
    const wait = startedAt + target.spacingMs - Date.now();
    if (wait > 0) {
      await new Promise((r) => {
        // Unref'd while nothing waits on it, so that a lane waiting out its spacing never keeps a stopping
        // CMS alive; purge() refs it once a caller's tags wait for it (a script must not exit before them).
        lane.spacing = setTimeout(r, wait);
        if (!lane.next) lane.spacing.unref();
      });
      lane.spacing = null;
    }
  }
  lane.sending = false;
  // Nothing stays behind for a storefront address that is no longer purged.
  lanes.delete(key);
}

/**
 * `atFirstStart`: the purge after seeding a new shop, sent while `npm run shop` has not started the
 * storefront yet (it builds from the fresh catalogue, so it has nothing stale). Failing to reach it is
 * then expected, not logged; a refusal, and every later purge's failure, still are. Resolves with whether
 * the purge must be sent again: unless the storefront took it and answered `repeat: false`.
 */
async function sendPurge(
  url: string,
  secret: string,
  tags: string[],
  atFirstStart = false,
): Promise<boolean> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-revalidate-secret': secret },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(3000),
    });
    if (!res.ok) {
      console.warn(`[revalidate] the storefront refused the purge of ${tags.join(', ')}: ${res.status}`);
      return true;
    }
    const answer: unknown = await res.json().catch(() => null);
    return !(typeof answer === 'object' && answer !== null && 'repeat' in answer && answer.repeat === false);
  } catch (err) {
    if (atFirstStart) return true;
    const reason = err instanceof Error ? err.message : String(err);
    console.warn(`[revalidate] the purge of ${tags.join(', ')} failed: ${reason}`);
    return true;
  }
}
