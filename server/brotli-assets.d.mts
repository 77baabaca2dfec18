import type { IncomingMessage, ServerResponse } from 'node:http';

export function acceptsBrotli(header: string | string[] | undefined): boolean;
export function createBrotliAssets(options: {
  staticDir: string;
  headers?: Record<string, string>;
  log?: (message: string) => void;
}): {
  prepare(): Promise<void>;
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  size(): number;
};
