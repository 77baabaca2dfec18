import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Prepared {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}
export function createCachedPages(options?: {
  inlineCss?: (html: string) => Promise<string>;
  maxBytes?: number;
  log?: (message: string) => void;
}): {
  sendPreparedPages(req: IncomingMessage, res: ServerResponse): void;
  entryOf(text: string, html: boolean): { ready: Promise<Prepared>; page?: Prepared };
  size(): { entries: number; bytes: number };
};
