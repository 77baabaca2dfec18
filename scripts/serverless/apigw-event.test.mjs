// Runs with `node --test scripts/serverless/` (npm run test:server).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fromLambdaResult, queryParameters, sourceIpOf, toApiGatewayEvent } from './apigw-event.mjs';

const request = (overrides = {}) => ({
  method: 'GET',
  url: '/',
  headers: { host: 'shop.test' },
  body: Buffer.alloc(0),
  remoteAddress: '203.0.113.7',
  ...overrides,
});

describe('the API Gateway v2 event of a request', () => {
  test('splits path and query, as raw as they came', () => {
    const event = toApiGatewayEvent(request({ url: '/product/%ff?q=t%C3%B6pf&sort=price&q=b' }));
    assert.equal(event.version, '2.0');
    assert.equal(event.rawPath, '/product/%ff');
    assert.equal(event.requestContext.http.path, '/product/%ff');
    assert.equal(event.rawQueryString, 'q=t%C3%B6pf&sort=price&q=b');
    assert.deepEqual({ ...event.queryStringParameters }, { q: 'töpf,b', sort: 'price' });
  });

  test('has no query parameters when there is no query', () => {
    const event = toApiGatewayEvent(request({ url: '/filter' }));
    assert.equal(event.rawQueryString, '');
    assert.equal('queryStringParameters' in event, false);
  });

  test('appends the connection address to X-Forwarded-For and gives it as sourceIp', () => {
    const fresh = toApiGatewayEvent(request());
    assert.equal(fresh.headers['x-forwarded-for'], '203.0.113.7');
    assert.equal(fresh.requestContext.http.sourceIp, '203.0.113.7');
    const spoofed = toApiGatewayEvent(
      request({ headers: { host: 'shop.test', 'x-forwarded-for': '1.2.3.4, 5.6.7.8' } }),
    );
    assert.equal(spoofed.headers['x-forwarded-for'], '1.2.3.4, 5.6.7.8, 203.0.113.7');
    assert.equal(spoofed.requestContext.http.sourceIp, '203.0.113.7');
  });

  test('appends even to a malformed or repeated X-Forwarded-For, keeping it as sent', () => {
    const event = toApiGatewayEvent(
      request({ headers: { host: 'shop.test', 'x-forwarded-for': ['not-an-ip', '::1'] } }),
    );
    assert.equal(event.headers['x-forwarded-for'], 'not-an-ip,::1, 203.0.113.7');
  });

  test('reports an IPv4 client of a dual-stack socket without its ::ffff: prefix', () => {
    assert.equal(sourceIpOf('::ffff:127.0.0.1'), '127.0.0.1');
    assert.equal(sourceIpOf('::1'), '::1');
    assert.equal(sourceIpOf(undefined), '0.0.0.0');
  });

  test('moves cookies out of the headers into the cookies list', () => {
    const event = toApiGatewayEvent(
      request({ headers: { host: 'shop.test', cookie: 'session=abc; cart=1;  theme=x=y' } }),
    );
    assert.deepEqual(event.cookies, ['session=abc', 'cart=1', 'theme=x=y']);
    assert.equal('cookie' in event.headers, false);
    assert.equal('cookies' in toApiGatewayEvent(request()), false);
  });

  test('lowercases header names and joins repeated values with commas', () => {
    const event = toApiGatewayEvent(
      request({ headers: { host: 'shop.test', 'X-Custom': 'a', accept: ['text/html', 'image/webp'] } }),
    );
    assert.equal(event.headers['x-custom'], 'a');
    assert.equal(event.headers.accept, 'text/html,image/webp');
    assert.equal(event.headers['x-forwarded-proto'], 'http');
  });

  test('passes a text body as text and a binary one base64-encoded', () => {
    const json = toApiGatewayEvent(
      request({
        method: 'POST',
        headers: { host: 'shop.test', 'content-type': 'application/json' },
        body: Buffer.from('{"a":"ü"}'),
      }),
    );
    assert.equal(json.body, '{"a":"ü"}');
    assert.equal(json.isBase64Encoded, false);
    const bytes = Buffer.from([0, 255, 1, 128]);
    const binary = toApiGatewayEvent(
      request({ method: 'POST', headers: { host: 'shop.test', 'content-type': 'image/webp' }, body: bytes }),
    );
    assert.equal(binary.isBase64Encoded, true);
    assert.deepEqual(Buffer.from(binary.body, 'base64'), bytes);
    const none = toApiGatewayEvent(request());
    assert.equal('body' in none, false);
  });

  test('never throws on prototype names or malformed escapes in the query', () => {
    const params = queryParameters('__proto__=1&constructor=2&%E0%A4%A=3&&=4');
    assert.equal(params.__proto__, '1');
    assert.equal(params.constructor, '2');
    assert.equal(params['%E0%A4%A'], '3');
    assert.equal(Object.getPrototypeOf(params), null);
  });
});

describe('the HTTP answer of a Lambda result', () => {
  test('gives each cookie its own Set-Cookie header', () => {
    const answer = fromLambdaResult({
      statusCode: 200,
      headers: { 'Content-Type': 'text/html' },
      cookies: ['a=1; Path=/', 'b=2; HttpOnly'],
      body: '<p>hi</p>',
    });
    assert.deepEqual(answer.headers['set-cookie'], ['a=1; Path=/', 'b=2; HttpOnly']);
    assert.equal(answer.headers['content-type'], 'text/html');
    assert.equal(answer.body.toString(), '<p>hi</p>');
  });

  test('decodes a base64 body to its bytes', () => {
    const bytes = Buffer.from([137, 80, 78, 71, 0, 255]);
    const answer = fromLambdaResult({
      statusCode: 200,
      body: bytes.toString('base64'),
      isBase64Encoded: true,
    });
    assert.deepEqual(answer.body, bytes);
  });

  test('keeps a status, and takes 200 for a result without one', () => {
    assert.equal(fromLambdaResult({ statusCode: 404 }).status, 404);
    assert.equal(fromLambdaResult({ body: 'x' }).status, 200);
    assert.equal(fromLambdaResult({}).body.length, 0);
  });

  test('keeps multi-value headers and a Set-Cookie given as a header', () => {
    const answer = fromLambdaResult({
      headers: { 'set-cookie': 'c=3' },
      multiValueHeaders: { Vary: ['Accept', 'RSC'] },
      cookies: ['d=4'],
    });
    assert.deepEqual(answer.headers['set-cookie'], ['c=3', 'd=4']);
    assert.deepEqual(answer.headers.vary, ['Accept', 'RSC']);
  });
});
