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

export interface RequestFrom {
  /** The local address to connect from (any 127.x.y.z is this machine). */
  from: string;
  method: string;
  /** The whole path, e.g. `/api/admin/login`. */
  path: string;
  body?: unknown;
  /** A header given as an array is sent as that many header lines. */
  headers?: Record<string, string | string[]>;
}

/**
 * A request over a fresh connection from `from`, so a test can be several clients at once; the answer's
 * body is parsed as JSON (a non-JSON answer fails with what came back).
 */
export function requestFrom(port: number, req: RequestFrom): Promise<RawResult> {
  const payload = req.body === undefined ? '' : JSON.stringify(req.body);
  const json = req.body === undefined ? {} : { 'Content-Type': 'application/json' };
  return new Promise((resolve, reject) => {
    const sent = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: req.from,
        method: req.method,
        path: req.path,
        agent: false,
        headers: { ...req.headers, ...json, 'Content-Length': String(Buffer.byteLength(payload)) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            const body = JSON.parse(text) as Record<string, unknown>;
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
          } catch {
            reject(
              new Error(`${req.path} answered ${res.statusCode} with a non-JSON body: ${text.slice(0, 200)}`),
            );
          }
        });
        res.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** A JSON POST to `/api/v1${url}` over a fresh connection from `localAddress`. */
export function postFrom(
  port: number,
  localAddress: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<RawResult> {
  return requestFrom(port, { from: localAddress, method: 'POST', path: `/api/v1${url}`, body, headers });
}
