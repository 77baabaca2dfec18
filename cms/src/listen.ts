import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { createApp } from './app';

/** The HTTP server of the CMS on a port: server.ts and the tests that need real sockets start it here. */
export function listen(
  app: ReturnType<typeof createApp>,
  port: number,
  hostname: string,
  onListening?: (info: AddressInfo) => void,
) {
  return serve({ fetch: app.fetch, port, hostname }, onListening);
}
