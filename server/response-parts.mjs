// @ts-check
// Pieces of a Node response that the server's modules read as Next writes it: its body as written, and its
// headers as Next spelled them. Used by the image cache, the last good pages and the failure replacement.

/** The body of a response, as it is written, given up beyond `maxBytes`. */
export function createCollector(/** @type {number} */ maxBytes) {
  /** @type {Buffer[] | null} null once given up */
  let chunks = [];
  let bytes = 0;
  return {
    /** @param {unknown} chunk @param {unknown} encoding */
    add(chunk, encoding) {
      if (!chunks || chunk == null || typeof chunk === 'function') return;
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(
              chunk,
              typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
            )
          : Buffer.from(/** @type {Uint8Array} */ (chunk));
      bytes += buffer.length;
      if (bytes > maxBytes) chunks = null;
      else chunks.push(buffer);
    },
    /** The last chunk added, then the body; or null when given up. */
    /** @param {unknown} chunk @param {unknown} encoding @returns {Buffer | string | null} */
    finish(chunk, encoding) {
      // Next sends a cached page as one string: kept as it is, since encoding it for every response was
      // a fifth of such a page's CPU (server/cached-pages.mjs).
      if (chunks && chunks.length === 0 && typeof chunk === 'string' && chunk.length <= maxBytes)
        return chunk;
      this.add(chunk, encoding);
      return chunks && Buffer.concat(chunks);
    },
  };
}

/**
 * The response's headers as Next spelled them (getHeaders() gives them in lower case), less `notKept`
 * (lower-case names), numbers as strings.
 * @param {import('node:http').ServerResponse} res
 * @param {ReadonlySet<string>} notKept
 * @returns {Record<string, string | string[]>}
 */
export function keptHeaders(res, notKept) {
  // Node has had getRawHeaderNames since 15.13; @types/node does not list it.
  const raw = /** @type {{ getRawHeaderNames(): string[] }} */ (/** @type {unknown} */ (res));
  /** @type {Record<string, string | string[]>} */
  const headers = {};
  for (const name of raw.getRawHeaderNames()) {
    const value = res.getHeader(name);
    if (value !== undefined && !notKept.has(name.toLowerCase()))
      headers[name] = typeof value === 'number' ? String(value) : value;
  }
  return headers;
}
