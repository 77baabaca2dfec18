// `npm run start:serverless`: the project's local stand-in for what AWS puts in front of the OpenNext
// package (.open-next, `npm run build:serverless`), on PORT:
// - the CDN: the build's static files from .open-next/assets (cdn-assets.mjs);
// - API Gateway (HTTP API): each other request becomes a payload 2.0 event, with the connection's address
//   appended to X-Forwarded-For and as requestContext.http.sourceIp (apigw-event.mjs); the answer comes
//   back as API Gateway sends it (each cookie its own Set-Cookie, base64 bodies decoded), with its limits:
//   6 MB request bodies (Lambda's), 30 s per request;
// - Lambda: the server function's handler, imported once and called in this process (a warm instance).
// It lives under scripts/ with the other commands that run the shop (not server/, the storefront's own
// Node server). The tag cache, incremental cache and revalidation queue are OpenNext overrides
// (open-next.config.ts), so the function itself runs as it would on AWS.
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fromLambdaResult, toApiGatewayEvent } from './apigw-event.mjs';
import { serveAsset } from './cdn-assets.mjs';
import { outputDir } from './package-state.mjs';

/** Lambda's limit on a synchronous invocation's request payload. */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;
/** API Gateway's HTTP API gives up on an integration after 30 s. */
export const TIMEOUT_MS = 30_000;

const functionDir = path.join(outputDir, 'server-functions/default');
const assetsDir = path.join(outputDir, 'assets');

/**
 * The server function's handler, as Lambda loads it: from the function's own folder, which is then the
 * working directory (its file-system cache and files are found relative to it).
 * @returns {Promise<{ handler: (event: unknown, context?: unknown) => Promise<import('./apigw-event.mjs').LambdaResult>, importMs: number }>}
 */
export async function loadHandler() {
  process.chdir(functionDir);
  const started = performance.now();
  const mod = await import(pathToFileURL(path.join(functionDir, 'index.mjs')).href);
  return { handler: mod.handler, importMs: performance.now() - started };
}

/** @param {import('node:http').IncomingMessage} req */
function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(Object.assign(new Error('body too large'), { status: 413 }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} message
 */
function gatewayError(res, status, message) {
  if (res.headersSent) return res.destroy();
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ message }));
}

/**
 * @param {{ handler: (event: unknown, context?: unknown) => Promise<import('./apigw-event.mjs').LambdaResult>, port: number }} options
 */
export function createGateway({ handler, port }) {
  return createServer(async (req, res) => {
    try {
      if (await serveAsset(assetsDir, req, res)) return;
      // The image function is not deployed: the CMS makes the sizes (ADR 0075).
      if ((req.url ?? '').startsWith('/_next/image')) return gatewayError(res, 404, 'Not Found');
      const body = await readBody(req);
      const event = toApiGatewayEvent({
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body,
        remoteAddress: req.socket.remoteAddress,
        port,
      });
      /** @type {ReturnType<typeof setTimeout> | undefined} */
      let timer;
      const timeout = new Promise((resolve) => (timer = setTimeout(resolve, TIMEOUT_MS, null)));
      const result = await Promise.race([handler(event, {}), timeout]).finally(() => clearTimeout(timer));
      if (!result) return gatewayError(res, 503, 'Service Unavailable');
      const answer = fromLambdaResult(/** @type {import('./apigw-event.mjs').LambdaResult} */ (result));
      delete answer.headers['content-length'];
      delete answer.headers['transfer-encoding'];
      res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
      res.end(req.method === 'HEAD' ? undefined : answer.body);
    } catch (err) {
      const status = /** @type {{ status?: number }} */ (err).status;
      if (status === 413) return gatewayError(res, 413, 'Request Entity Too Large');
      console.error('[gateway] the function failed:', err);
      gatewayError(res, 500, 'Internal Server Error');
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.PORT || 3000);
  const { handler, importMs } = await loadHandler();
  const server = createGateway({ handler, port });
  server.listen(port, () =>
    console.log(
      `Serverless package on http://localhost:${port} (handler imported in ${importMs.toFixed(0)} ms)`,
    ),
  );
  const close = () => server.close(() => process.exit(0));
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}
