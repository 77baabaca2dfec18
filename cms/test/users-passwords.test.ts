import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../src/config';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../src/services/passwords';

describe('password hashing (scrypt, OWASP parameters)', () => {
  it('hashes with N=2^17, r=8, p=1, a 16-byte salt and a 32-byte key by default', async () => {
    const hash = await hashPassword('correct horse battery');
    const [scheme, N, r, p, salt, key] = hash.split('$');
    assert.equal(scheme, 'scrypt');
    assert.equal(N, String(2 ** 17));
    assert.equal(r, '8');
    assert.equal(p, '1');
    assert.equal(Buffer.from(salt ?? '', 'base64').length, 16);
    assert.equal(Buffer.from(key ?? '', 'base64').length, 32);
    assert.equal(await verifyPassword('correct horse battery', hash), true);
    assert.equal(await verifyPassword('correct horse batterY', hash), false);
    assert.equal(needsRehash(hash), false);
  });

  it('salts every hash', async () => {
    const a = await hashPassword('same password', 8);
    const b = await hashPassword('same password', 8);
    assert.notEqual(a, b);
    assert.equal(await verifyPassword('same password', a), true);
    assert.equal(await verifyPassword('same password', b), true);
  });

  it('verifies hashes made with other parameters, and says when to re-hash', async () => {
    const weak = await hashPassword('über sicheres Passwort', 6);
    assert.match(weak, /^scrypt\$64\$8\$1\$/);
    assert.equal(await verifyPassword('über sicheres Passwort', weak), true);
    assert.equal(needsRehash(weak, 10), true);
    assert.equal(needsRehash(weak, 6), false);
  });

  it('rejects malformed or damaged stored hashes instead of throwing', async () => {
    const good = await hashPassword('a password', 6);
    const parts = good.split('$');
    for (const stored of [
      '',
      'a password',
      'bcrypt$10$abc',
      ['scrypt', '1000', ...parts.slice(2)].join('$'),
      ['scrypt', String(2 ** 30), ...parts.slice(2)].join('$'),
      ['scrypt', parts[1], '0', ...parts.slice(3)].join('$'),
      [...parts.slice(0, 4), '', parts[5]].join('$'),
    ]) {
      assert.equal(await verifyPassword('a password', stored), false, stored);
    }
  });

  it('does the dummy comparison for unknown emails and always fails', async () => {
    assert.equal(await verifyAgainstDummy('anything', 6), false);
  });
});

describe('accounts configuration', () => {
  it('lowers the hash cost only when NODE_ENV=test', () => {
    assert.equal(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' }).passwordHashCost, 10);
    assert.equal(
      loadConfig({
        NODE_ENV: 'production',
        REVALIDATE_SECRET: 'r'.repeat(32),
        CLIENT_ADDRESS_SECRET: 'c'.repeat(32),
        ORDER_LINK_SECRET: 'o'.repeat(32),
        PASSWORD_HASH_COST: '10',
      }).passwordHashCost,
      17,
    );
    assert.equal(loadConfig({ PASSWORD_HASH_COST: '10' }).passwordHashCost, 17);
    assert.equal(loadConfig({ NODE_ENV: 'test' }).passwordHashCost, 17);
    assert.throws(() => loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '30' }), /PASSWORD_HASH_COST/);
  });

  it('believes no signed client address without CLIENT_ADDRESS_SECRET', () => {
    assert.equal(loadConfig({}).clientAddressSecret, undefined);
    assert.equal(loadConfig({ CLIENT_ADDRESS_SECRET: ' ' }).clientAddressSecret, undefined);
    assert.equal(loadConfig({ CLIENT_ADDRESS_SECRET: 'shh' }).clientAddressSecret, 'shh');
  });

  it('keeps sessions 30 days unless SESSION_DAYS says otherwise', () => {
    assert.equal(loadConfig({}).sessionDays, 30);
    assert.equal(loadConfig({ SESSION_DAYS: '7' }).sessionDays, 7);
  });
});
