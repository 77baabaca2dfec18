import { MAX_BODY_BYTES } from '@common/constants';
import { readLimited } from '@common/http/read-limited';

export type LimitedBody = { text: string } | { tooLarge: true };

/**
 * Reads a request body up to `maxBytes`, counting bytes as they arrive: a body over the limit stops being
 * read at the chunk that crosses it, so a chunked body of any size costs at most the limit in memory
 * (the whole-body read it replaces took 300 MB bodies into memory and gave a 500 at 600 MB). The rest is
 * left unread rather than cancelled: cancelling would destroy the socket before the 413 could be sent;
 * the caller answers with `Connection: close` and Node closes it after the answer.
 */
export async function readLimitedBody(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number = MAX_BODY_BYTES,
): Promise<LimitedBody> {
  if (!body) return { text: '' };
  const read = await readLimited(body, maxBytes);
  return read.size > maxBytes ? { tooLarge: true } : { text: new TextDecoder().decode(read.bytes) };
}
