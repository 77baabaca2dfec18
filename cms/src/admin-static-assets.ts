import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import Negotiator from 'negotiator';

/** Hashed names never change content, so a browser keeps them for a year without asking. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The copies the console's build writes beside each script (admin/precompress.ts), best first. */
const COPIES: Record<string, string> = { br: '.br', gzip: '.gz', identity: '' };
const PREFERENCE = Object.keys(COPIES);

/**
 * A file name as the build writes them into assets/: letters, digits, `-`, `_` and dots, not starting with
 * a dot, no separator, and not one of the compressed copies (those are only sent as an encoding).
 */
const ASSET_NAME = /^[\w-][\w.-]{0,199}$/;
const COPY_SUFFIX = /\.(?:br|gz)$/;

interface Representation {
  file: string;
  encoding: string;
  size: number;
  modified: Date;
}

/** negotiator 1.x's `preferred` option, which breaks ties by the server's order; its types predate it. */
type EncodingNegotiator = { encodings(available: string[], options: { preferred: string[] }): string[] };

/**
 * The encodings the request accepts, by its q-values, ties in the server's order (brotli, gzip, none): a
 * browser's `gzip, deflate, br, zstd` gets brotli.
 */
export function acceptedEncodings(header: string | undefined): string[] {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } });
  return (negotiator as unknown as EncodingNegotiator).encodings(PREFERENCE, { preferred: PREFERENCE });
}

/**
 * The smallest copy of `file` the request accepts. A request that refuses even the plain file
 * (`identity;q=0`) still gets it: a readable answer beats a 406 for a script.
 */
async function choose(file: string, accepted: string[]): Promise<Representation | null> {
  for (const encoding of [...accepted, 'identity']) {
    const copy = file + (COPIES[encoding] ?? '');
    const info = await stat(copy).catch(() => null);
    if (info?.isFile()) return { file: copy, encoding, size: info.size, modified: info.mtime };
  }
  return null;
}

/** A strong validator per representation: the brotli and gzip copies are different bytes. */
const etagOf = (r: Representation) =>
  `"${r.size.toString(36)}-${Math.floor(r.modified.getTime()).toString(36)}-${r.encoding}"`;

/** RFC 9110 13.1.2: If-None-Match matches any listed tag, compared weakly, or `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * GET and HEAD of `/admin/assets/<name>`: the copy the browser accepts (brotli, then gzip, then the plain
 * file), with `Vary: Accept-Encoding` so a shared cache keeps them apart, the copy's own length and ETag, a
 * 304 for a tag the browser already holds, and a year's caching. Anything else is a plain 404.
 */
export function consoleAsset(distDir: string) {
  const assetsDir = path.join(distDir, 'assets');
  return async (c: Context) => {
    const name = c.req.param('name') ?? '';
    if (!ASSET_NAME.test(name) || COPY_SUFFIX.test(name)) return c.text('Not found', 404);
    const file = path.join(assetsDir, name);
    const chosen = await choose(file, acceptedEncodings(c.req.header('accept-encoding')));
    if (!chosen) return c.text('Not found', 404);

    const etag = etagOf(chosen);
    const headers: Record<string, string> = {
      Vary: 'Accept-Encoding',
      'Cache-Control': IMMUTABLE,
      ETag: etag,
      'Last-Modified': chosen.modified.toUTCString(),
    };
    if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);

    headers['Content-Type'] = getMimeType(name) ?? 'application/octet-stream';
    if (chosen.encoding !== 'identity') headers['Content-Encoding'] = chosen.encoding;
    headers['Content-Length'] = String(chosen.size);
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    const body = await readFile(chosen.file).catch(() => null);
    // Gone between the look and the read (a new build replacing the folder): as if never there.
    if (!body) return c.text('Not found', 404);
    return c.body(body, 200, headers);
  };
}
