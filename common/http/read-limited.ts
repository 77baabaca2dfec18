/** What `readLimited` read: the bytes kept (at most `maxBytes`), how many arrived, and whether it ended. */
export interface LimitedRead {
  bytes: Uint8Array;
  size: number;
  /** False when reading stopped past `discardBytes` with the rest of the body unread. */
  complete: boolean;
}

/**
 * Reads a request body counting bytes as they arrive, keeping at most `maxBytes` in memory, and stops at
 * the chunk that crosses `discardBytes` (by default the limit itself). A chunked body of any size thus costs
 * at most the limit in memory. The storefront's proxy and the CMS's body limit both read through it; what
 * to do with an unread rest (leave it, or cancel the stream) is the caller's call, since cancelling
 * destroys the socket under an answer not yet sent.
 */
export async function readLimited(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  discardBytes: number = maxBytes,
): Promise<LimitedRead> {
  const reader = body.getReader();
  const kept: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { bytes: concat(kept), size, complete: true };
    size += value.byteLength;
    if (size <= maxBytes) kept.push(value);
    if (size > discardBytes) {
      reader.releaseLock();
      return { bytes: new Uint8Array(0), size, complete: false };
    }
  }
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}
