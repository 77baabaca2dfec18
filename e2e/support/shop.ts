import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';

/**
 * The running shop's processes, as `npm run shop` (scripts/shop.mjs) lists them in DATA_DIR/shop.pids.json:
 * the script itself and the two servers it supervises.
 */
export interface ShopPids {
  shop: number;
  cms: number | null;
  storefront: number | null;
}

export function shopPids(): ShopPids {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  return JSON.parse(readFileSync(path.join(dir, 'shop.pids.json'), 'utf8')) as ShopPids;
}

/** Whether a process exists (signal 0 only checks). */
export function alive(pid: number | null): boolean {
  if (pid === null) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A listener on the port, or null while the port is still taken. */
function listenOn(port: number): Promise<Server | null> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.destroy());
    server.once('error', (err: NodeJS.ErrnoException) =>
      err.code === 'EADDRINUSE' ? resolve(null) : reject(err),
    );
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

export interface Outage {
  /** Frees the CMS's port, so the supervisor's next restart brings the CMS back. */
  end(): Promise<void>;
}

/**
 * Crashes the CMS (kill -9) and keeps it down until `end()`: the CMS's port is taken at once by a listener
 * that drops every connection, so the storefront sees a dead CMS and the supervisor's restarts fail to bind
 * until the port is free again. The outage then lasts exactly as long as the test needs.
 */
export async function cmsOutage(): Promise<Outage> {
  const { cms } = shopPids();
  if (cms === null) throw new Error('the CMS is not running');
  const port = Number(new URL(process.env.E2E_CMS_URL ?? '').port);
  process.kill(cms, 'SIGKILL');
  // The port is free the moment the killed process is gone, well before the first restart (0.5 s later).
  let blocker = await listenOn(port);
  while (!blocker) {
    await new Promise((r) => setTimeout(r, 10));
    blocker = await listenOn(port);
  }
  const taken = blocker;
  return { end: () => new Promise<void>((resolve) => taken.close(() => resolve())) };
}

/** A secret `npm run shop` made for this shop and shares between its servers (DATA_DIR/secrets.json). */
export function shopSecret(name: 'REVALIDATE_SECRET' | 'CLIENT_ADDRESS_SECRET'): string {
  const dir = process.env.E2E_DATA_DIR ?? '';
  const secrets = JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8')) as Record<string, string>;
  const secret = secrets[name];
  if (!secret) throw new Error(`${name} is not in ${dir}/secrets.json`);
  return secret;
}
