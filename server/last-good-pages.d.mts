import type { IncomingMessage, ServerResponse } from 'node:http';

export const RETRY_AFTER_SECONDS: number;
export const UNAVAILABLE_PATH: string;
export function isRscRequest(req: IncomingMessage): boolean;
export function isGuarded(req: IncomingMessage): boolean;
export function isShared(res: ServerResponse): boolean;
export function createLastGoodPages(options?: {
  maxBytes?: number;
  maxPageBytes?: number;
  fetchUnavailable?: () => Promise<void>;
  log?: (message: string) => void;
}): {
  watch(req: IncomingMessage, res: ServerResponse): void;
  size(): { entries: number; bytes: number };
  hasUnavailablePage(): boolean;
};
