// Runs with `node --test bench/` (npm run test:bench-harness).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hostsReport, hostsTargets } from './hosts.mjs';
import { table } from './report.mjs';

const hosts = (nodeP50, serverlessP50, extra = {}) => ({
  pagePath: '/product/tulsi',
  connections: 10,
  seconds: 10,
  rows: [
    { host: '`npm start`', rps: 400, p50: nodeP50, p99: 40, non2xx: 0, errors: 0 },
    {
      host: '`npm run start:serverless`',
      rps: 300,
      p50: serverlessP50,
      p99: 60,
      non2xx: 0,
      errors: 0,
      ...extra,
    },
  ],
  ratio: serverlessP50 / nodeP50,
  colds: [{ importMs: 900, firstRequestMs: 400, status: 200 }],
  coldImportMs: 900,
  coldFirstRequestMs: 400,
});

test('the serverless p50 target is met within 1.5× of npm start, and only then', () => {
  const within = [];
  hostsTargets(hosts(20, 30), within);
  assert.equal(within[0].met, true);
  assert.match(within[0].value, /1\.50× \(30 ms vs 20 ms\)/);
  const beyond = [];
  hostsTargets(hosts(20, 31), beyond);
  assert.equal(beyond[0].met, false);
});

test('failed requests fail the target however fast they were', () => {
  const out = [];
  hostsTargets(hosts(20, 10, { non2xx: 5 }), out);
  assert.equal(out[0].met, false);
});

test('the cold start is reported, and a cold start that failed fails its row', () => {
  const ok = [];
  hostsTargets(hosts(20, 25), ok);
  assert.equal(ok[1].met, true);
  assert.equal(ok[1].value, '900 ms + 400 ms');
  const failed = [];
  hostsTargets({ ...hosts(20, 25), colds: [{ importMs: 900, firstRequestMs: 5, status: 500 }] }, failed);
  assert.equal(failed[1].met, false);
});

test('the report shows both hosts and each cold start', () => {
  const md = hostsReport(hosts(20, 25), table);
  assert.match(md, /^## Hosts/);
  assert.match(md, /`npm run start:serverless` \| 300\.0 \| 25 ms/);
  assert.match(md, /\| 1 +\| 900 ms +\| 400 ms +\| 200 +\|/);
});
