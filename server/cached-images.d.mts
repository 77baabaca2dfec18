import type { IncomingMessage, ServerResponse } from 'node:http';

export function maxAgeOf(cacheControl: unknown): number;
export function createCachedImages(options?: { maxBytes?: number; now?: () => number }): {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  remember(req: IncomingMessage, res: ServerResponse): void;
  size(): { entries: number; bytes: number };
};
