import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { SHARED_SECRETS, freePort, run, sharedSecrets, stackEnv, stop, upOrStopped } from './stack.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'stack-secrets-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('the shared secrets of a shop on one data folder', () => {
  it('are made once, kept readable by this user only, and the same on the next start', () => {
    const first = sharedSecrets(dir, {});
    assert.deepEqual(Object.keys(first).sort(), [...SHARED_SECRETS].sort());
    for (const value of Object.values(first)) assert.ok(value.length >= 32);
    assert.equal(statSync(path.join(dir, 'secrets.json')).mode & 0o777, 0o600);
    assert.deepEqual(sharedSecrets(dir, {}), first);
  });

  it('take a secret set in the environment over the stored one, trimmed', () => {
    const stored = sharedSecrets(dir, {});
    const given = sharedSecrets(dir, { REVALIDATE_SECRET: '  from-env  ' });
    assert.equal(given.REVALIDATE_SECRET, 'from-env');
    assert.equal(given.CLIENT_ADDRESS_SECRET, stored.CLIENT_ADDRESS_SECRET);
  });

  it('replace a stored value too short to be a secret, and refuse an unreadable file', () => {
    writeFileSync(path.join(dir, 'secrets.json'), JSON.stringify({ REVALIDATE_SECRET: 'short' }));
    const renewed = sharedSecrets(dir, {});
    assert.notEqual(renewed.REVALIDATE_SECRET, 'short');
    assert.equal(
      JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8')).REVALIDATE_SECRET,
      renewed.REVALIDATE_SECRET,
    );
    writeFileSync(path.join(dir, 'secrets.json'), '{not json');
    assert.throws(() => sharedSecrets(dir, {}), /is unreadable .*fix or delete it/);
  });
});

it('stackEnv points the CMS and the storefront at each other', () => {
  const env = stackEnv({ cmsPort: 4001, webPort: 3001, dataDir: '/d' });
  assert.equal(env.CMS_API_URL, 'http://localhost:4001');
  assert.equal(env.STOREFRONT_REVALIDATE_URL, 'http://localhost:3001/api/revalidate');
  assert.equal(env.DATA_DIR, '/d');
});

it('a server that never answers is stopped when its start gives up, with its output in the error', async () => {
  const child = run(
    process.execPath,
    ['-e', 'console.log("still booting"); setInterval(() => {}, 1000)'],
    {},
    { quiet: true },
  );
  // Its output first: on a busy machine Node alone can take longer than the wait below to start.
  const printed = once(/** @type {import('node:stream').Readable} */ (child.stdout), 'data');
  const port = await freePort();
  await printed;
  await assert.rejects(
    upOrStopped(child, `http://127.0.0.1:${port}/health`, 500),
    /Timed out[\s\S]*still booting/,
  );
  assert.ok(child.exitCode !== null || child.signalCode !== null, 'the child is no longer running');
});

it('a server killed by a signal while starting fails the wait at once, and stopping it does not hang', async () => {
  const child = run(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {}, { quiet: true });
  const port = await freePort();
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
  await assert.rejects(upOrStopped(child, `http://127.0.0.1:${port}/`, 60_000), /exited \(SIGKILL\)/);
  await stop(child);
});
