import type { ServerResponse } from 'node:http';

export const MIN_CHARS: number;
export const MAX_BYTES: number;
export function createEncodedPages(maxBytes?: number): {
  bytesOf(text: string): Buffer;
  sendCachedPagesAsBytes(res: ServerResponse): void;
  size(): { entries: number; bytes: number };
};
