import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { listen } from '../../src/listen';
import type { TestApp } from './harness';

/**
 * A test app behind the CMS's real HTTP server on a free loopback port, for tests about what only a real
 * socket shows: the client's address, and how an oversized body is answered.
 */
export async function listening(t: TestApp): Promise<{ port: number; close(): Promise<void> }> {
  let server: ReturnType<typeof listen> | undefined;
  const port = await new Promise<number>((resolve) => {
    server = listen(t.app, 0, '127.0.0.1', (info: AddressInfo) => resolve(info.port));
  });
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        (server as http.Server).closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

export interface RawResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * A JSON POST over a fresh connection from `localAddress` (any 127.x.y.z is this machine), so a test can
 * be several clients at once.
 */
export function postFrom(
  port: number,
  localAddress: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<RawResult> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: `/api/v1${url}`,
        agent: false,
        headers: {
          ...headers,
          'Content-Type': 'application/json',
          'Content-Length': String(Buffer.byteLength(payload)),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: JSON.parse(text) as Record<string, unknown>,
            });
          } catch {
            reject(
              new Error(`${url} answered ${res.statusCode} with a non-JSON body: ${text.slice(0, 200)}`),
            );
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
