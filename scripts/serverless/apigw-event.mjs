// @ts-check
// What API Gateway (HTTP API, payload format 2.0) hands a Lambda for one request, and how it turns the
// Lambda's answer back into HTTP: the local stand-in's (scripts/serverless/gateway.mjs) two conversions,
// kept apart from the server so they are unit-tested (apigw-event.test.mjs).
import { randomUUID } from 'node:crypto';

/** Content types API Gateway passes as text; any other body is base64-encoded, as binary. */
const TEXT_TYPE = /^(text\/|application\/(json|x-www-form-urlencoded|javascript|xml)|[^;]*\+(json|xml))/i;

/**
 * The address as the gateway reports it: an IPv4 client of a dual-stack socket without its `::ffff:`.
 * @param {string | undefined} address
 */
export function sourceIpOf(address) {
  const ip = address ?? '';
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice('::ffff:'.length) : ip || '0.0.0.0';
}

/**
 * One header value from Node's parsed headers: repeated headers joined with commas as API Gateway does
 * (Node already joined most; `set-cookie` never comes in a request).
 * @param {string | string[] | undefined} value
 */
const joined = (value) => (Array.isArray(value) ? value.join(',') : (value ?? ''));

/**
 * The query string's parameters as API Gateway lists them: repeated keys joined with commas, each
 * value decoded (a malformed escape is left as it came, never an error).
 * @param {string} rawQuery
 */
export function queryParameters(rawQuery) {
  /** @type {Record<string, string>} */
  const params = Object.create(null);
  if (!rawQuery) return params;
  for (const part of rawQuery.split('&')) {
    if (!part) continue;
    const at = part.indexOf('=');
    const [key, value] = at === -1 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)];
    const k = decodeLoosely(key);
    const v = decodeLoosely(value);
    params[k] = k in params ? `${params[k]},${v}` : v;
  }
  return params;
}

/** @param {string} text */
function decodeLoosely(text) {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * The API Gateway v2 event of a request.
 * @param {{
 *   method: string,
 *   url: string,
 *   headers: import('node:http').IncomingHttpHeaders,
 *   body: Buffer,
 *   remoteAddress: string | undefined,
 *   protocol?: string,
 *   port?: number,
 *   now?: Date,
 * }} request
 */
export function toApiGatewayEvent({
  method,
  url,
  headers,
  body,
  remoteAddress,
  protocol = 'http',
  port,
  now = new Date(),
}) {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const rawQueryString = queryAt === -1 ? '' : url.slice(queryAt + 1);
  const sourceIp = sourceIpOf(remoteAddress);

  /** @type {Record<string, string>} */
  const eventHeaders = Object.create(null);
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'cookie' || value === undefined) continue;
    eventHeaders[name.toLowerCase()] = joined(value);
  }
  // The gateway appends the address it received the connection from; whatever the client wrote stays in front.
  const forwarded = eventHeaders['x-forwarded-for'];
  eventHeaders['x-forwarded-for'] = forwarded?.trim() ? `${forwarded}, ${sourceIp}` : sourceIp;
  eventHeaders['x-forwarded-proto'] = protocol;
  if (port) eventHeaders['x-forwarded-port'] = String(port);

  const cookieHeader = joined(headers.cookie);
  const cookies = cookieHeader
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  const text = TEXT_TYPE.test(eventHeaders['content-type'] ?? '');
  const requestId = randomUUID();
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath,
    rawQueryString,
    ...(cookies.length > 0 ? { cookies } : {}),
    headers: eventHeaders,
    ...(rawQueryString ? { queryStringParameters: queryParameters(rawQueryString) } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: eventHeaders.host ?? 'localhost',
      domainPrefix: (eventHeaders.host ?? 'localhost').split('.')[0],
      http: {
        method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp,
        userAgent: eventHeaders['user-agent'] ?? '',
      },
      requestId,
      routeKey: '$default',
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length > 0
      ? { body: text ? body.toString('utf8') : body.toString('base64'), isBase64Encoded: !text }
      : { isBase64Encoded: false }),
  };
}

/**
 * @typedef {{
 *   statusCode?: number,
 *   headers?: Record<string, string | number | boolean>,
 *   multiValueHeaders?: Record<string, string[]>,
 *   cookies?: string[],
 *   body?: string,
 *   isBase64Encoded?: boolean,
 * }} LambdaResult
 */

/**
 * The HTTP answer of a Lambda's result, as API Gateway sends it: each cookie its own Set-Cookie, a base64
 * body decoded.
 * @param {LambdaResult} result
 * @returns {{ status: number, headers: Record<string, string | string[]>, body: Buffer }}
 */
export function fromLambdaResult(result) {
  /** @type {Record<string, string | string[]>} */
  const headers = Object.create(null);
  for (const [name, value] of Object.entries(result.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {}))
    headers[name.toLowerCase()] = values.map(String);
  const cookies = [...(result.cookies ?? [])];
  const ownSetCookie = headers['set-cookie'];
  if (ownSetCookie) cookies.unshift(...(Array.isArray(ownSetCookie) ? ownSetCookie : [ownSetCookie]));
  delete headers['set-cookie'];
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const text = result.body ?? '';
  const body = Buffer.from(text, result.isBase64Encoded ? 'base64' : 'utf8');
  const status = Number.isInteger(result.statusCode) ? /** @type {number} */ (result.statusCode) : 200;
  return { status, headers, body };
}
