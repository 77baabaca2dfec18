import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

const SECRETS = {
  REVALIDATE_SECRET: 'r'.repeat(32),
  CLIENT_ADDRESS_SECRET: 'c'.repeat(32),
  ORDER_LINK_SECRET: 'o'.repeat(32),
};

/** The message loadConfig throws for `env`, or a failure if it accepted it. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    assert.ok(err instanceof ConfigError, String(err));
    return err.message;
  }
  assert.fail(`accepted ${JSON.stringify(env)}`);
}

describe('the CMS environment schema', () => {
  it('gives the defaults of .env.example for unset and empty variables', () => {
    for (const env of [{}, { CMS_PORT: '', SESSION_DAYS: ' ', ORDER_HOLD_MINUTES: '', SHOP_EMAIL: '' }]) {
      const config = loadConfig(env);
      assert.equal(config.port, 4000);
      assert.equal(config.sessionDays, 30);
      assert.equal(config.orderHoldMinutes, 15);
      assert.equal(config.shopEmail, 'hello@himalayangarden.example');
      assert.equal(config.publicUrl, 'http://localhost:4000');
      assert.equal(config.databaseUrl, undefined);
      assert.equal(config.allowTestPayments, false);
    }
  });

  it('reads good values', () => {
    const config = loadConfig({
      CMS_PORT: ' 4100 ',
      SESSION_DAYS: '7',
      ORDER_HOLD_MINUTES: '40',
      DATABASE_URL: 'postgresql://shop@127.0.0.1:5432/shop',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      STOREFRONT_ORIGIN: 'https://shop.example',
      ALLOW_TEST_PAYMENTS: '1',
    });
    assert.equal(config.port, 4100);
    assert.equal(config.publicUrl, 'http://localhost:4100');
    assert.equal(config.sessionDays, 7);
    assert.equal(config.orderHoldMinutes, 40);
    assert.equal(config.databaseUrl, 'postgresql://shop@127.0.0.1:5432/shop');
    assert.equal(config.smtpUrl, 'smtps://user:pass@mail.example:465');
    assert.equal(config.storefrontOrigin, 'https://shop.example');
    assert.equal(config.allowTestPayments, true);
  });

  it("reads TRUST_PROXY_HOPS by the storefront's rule: 0 when unset or empty, else a whole number", () => {
    assert.equal(loadConfig({}).trustProxyHops, 0);
    assert.equal(loadConfig({ TRUST_PROXY_HOPS: ' ' }).trustProxyHops, 0);
    assert.equal(loadConfig({ TRUST_PROXY_HOPS: '2' }).trustProxyHops, 2);
    for (const bad of ['-1', '1.5', 'one', '1e2']) {
      assert.match(refusal({ TRUST_PROXY_HOPS: bad }), /TRUST_PROXY_HOPS must be a whole number ≥ 0/, bad);
    }
  });

  it('refuses a bad integer instead of falling back to the default, naming the variable', () => {
    assert.match(
      refusal({ CMS_PORT: 'abc' }),
      /CMS_PORT must be a whole number from 1 to 65535 \(it is "abc"\)/,
    );
    assert.match(refusal({ CMS_PORT: '70000' }), /CMS_PORT must be from 1 to 65535/);
    assert.match(refusal({ SESSION_DAYS: '1.5' }), /SESSION_DAYS/);
    assert.match(refusal({ ORDER_HOLD_MINUTES: '0' }), /ORDER_HOLD_MINUTES/);
    assert.match(refusal({ ORDER_HOLD_MINUTES: '-5' }), /ORDER_HOLD_MINUTES/);
  });

  it('names every bad variable at once', () => {
    const message = refusal({ CMS_PORT: 'x', SESSION_DAYS: 'y', ALLOW_TEST_PAYMENTS: 'yes' });
    assert.match(message, /CMS_PORT/);
    assert.match(message, /SESSION_DAYS/);
    assert.match(message, /ALLOW_TEST_PAYMENTS must be 1 \(allow\) or 0/);
  });

  it('refuses addresses of the wrong kind', () => {
    assert.match(refusal({ STOREFRONT_ORIGIN: 'shop.example' }), /STOREFRONT_ORIGIN must be an http/);
    assert.match(refusal({ STOREFRONT_REVALIDATE_URL: 'ftp://x/y' }), /STOREFRONT_REVALIDATE_URL/);
    assert.match(refusal({ CMS_PUBLIC_URL: 'localhost:4000' }), /CMS_PUBLIC_URL/);
    assert.match(refusal({ SHOP_EMAIL: 'owner' }), /SHOP_EMAIL must be an email address/);
  });

  it('never echoes a connection string, which may carry a password', () => {
    const message = refusal({
      DATABASE_URL: 'mysql://root:hunter2@db/shop',
      SMTP_URL: 'http://u:s3cret@mail',
    });
    assert.match(message, /DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ address/);
    assert.match(message, /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ address/);
    assert.doesNotMatch(message, /hunter2|s3cret/);
  });

  it('checks PASSWORD_HASH_COST only in a test run, where it may weaken hashes', () => {
    assert.equal(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '4' }).passwordHashCost, 4);
    assert.match(
      refusal({ NODE_ENV: 'test', PASSWORD_HASH_COST: '3' }),
      /PASSWORD_HASH_COST must be from 4 to 17/,
    );
    assert.match(refusal({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'ten' }), /PASSWORD_HASH_COST/);
    // Elsewhere the variable is ignored (production always hashes at OWASP's cost), so it cannot stop a start.
    assert.equal(
      loadConfig({ NODE_ENV: 'production', ...SECRETS, PASSWORD_HASH_COST: 'ten' }).passwordHashCost,
      17,
    );
  });

  it('refuses to start in production without either shared secret, naming each', () => {
    const both = refusal({ NODE_ENV: 'production' });
    assert.match(both, /REVALIDATE_SECRET must be set in production/);
    assert.match(both, /CLIENT_ADDRESS_SECRET must be set in production/);
    // The order links' key (docs/adr/0085): guests' links would be forgeable or die at each restart.
    assert.match(both, /ORDER_LINK_SECRET must be set in production/);
    assert.match(refusal({ ORDER_LINK_SECRET: 'short' }), /ORDER_LINK_SECRET must be at least 16/);
    assert.match(
      refusal({ NODE_ENV: 'production', REVALIDATE_SECRET: 'r'.repeat(32), CLIENT_ADDRESS_SECRET: '  ' }),
      /CLIENT_ADDRESS_SECRET must be set in production/,
    );
    assert.doesNotMatch(refusal({ NODE_ENV: 'production', REVALIDATE_SECRET: 'r'.repeat(32) }), /REVALIDATE/);
    assert.equal(loadConfig({ NODE_ENV: 'production', ...SECRETS }).production, true);
    // Development and test runs may go without (purges off, socket addresses counted).
    assert.equal(loadConfig({ NODE_ENV: 'development' }).revalidateSecret, undefined);
    assert.equal(loadConfig({ NODE_ENV: 'test' }).clientAddressSecret, undefined);
  });
});

describe('the CMS entry point with a bad environment', () => {
  it('stops with exit code 1 and a message naming the variable, before touching the data folder', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'cms-config-')), 'data');
    const entry = path.resolve(import.meta.dirname, '../src/server.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: { ...process.env, CMS_PORT: '40x0', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Were the check gone, the CMS would start on a default port and run; the test then fails, not hangs.
    const timer = setTimeout(() => child.kill(), 60_000);
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    clearTimeout(timer);
    const touched = existsSync(dataDir);
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
    assert.equal(code, 1, `exit code; stdout: ${stdout}`);
    assert.match(stderr, /CMS_PORT must be a whole number from 1 to 65535 \(it is "40x0"\)/);
    assert.doesNotMatch(stderr, /at .*\.ts:\d+/, 'no stack trace');
    assert.doesNotMatch(stdout, /listening/);
    assert.equal(touched, false, 'the data folder was not created');
  });
});
