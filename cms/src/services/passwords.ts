import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { OWASP_SCRYPT_COST } from '../config';

/**
 * Password hashing with scrypt at the OWASP Password Storage Cheat Sheet's parameters: N=2^17, r=8, p=1,
 * a 16-byte random salt and a 32-byte key. A hash is stored as `scrypt$N$r$p$salt$key` (salt and key in
 * base64), so each hash carries its own parameters: they can be raised later and old hashes still verify
 * (and are re-hashed at the next sign-in, see `needsRehash`).
 */

const R = 8;
const P = 1;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** scrypt needs 128·N·r bytes; node refuses anything above `maxmem` (32 MiB by default), so allow double. */
function options({ N, r, p }: ScryptParams): ScryptOptions {
  return { N, r, p, maxmem: 256 * N * r };
}

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options(params), (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** `cost` is log2 of N; production always uses OWASP's 17 (config.passwordHashCost). */
export async function hashPassword(password: string, cost: number = OWASP_SCRYPT_COST): Promise<string> {
  const params = { N: 2 ** cost, r: R, p: P };
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, KEY_BYTES);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash extends ScryptParams {
  salt: Buffer;
  key: Buffer;
}

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;

/** Reads a stored hash; anything malformed or with absurd parameters (a damaged row) is null. */
function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (!isPowerOfTwo(N) || N > 2 ** 20 || !Number.isInteger(r) || r < 1 || r > 32) return null;
  if (!Number.isInteger(p) || p < 1 || p > 16) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length < 8 || key.length < 16) return null;
  return { N, r, p, salt, key };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed, parsed.key.length);
  return timingSafeEqual(candidate, parsed.key);
}

/** True when a stored hash is weaker than what `hashPassword(_, cost)` makes now. */
export function needsRehash(stored: string, cost: number = OWASP_SCRYPT_COST): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.N < 2 ** cost || parsed.r < R || parsed.key.length < KEY_BYTES;
}

const dummyHashes = new Map<number, Promise<string>>();

/** Makes the hash `verifyAgainstDummy` compares with ahead of time, so even the first call costs the same. */
export function prepareDummyHash(cost: number = OWASP_SCRYPT_COST): Promise<string> {
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(cost, dummy);
  }
  return dummy;
}

/**
 * Spends the same work as checking a real password, for sign-ins with an unknown email, so the answer's
 * timing does not tell which emails have accounts. Always false.
 */
export async function verifyAgainstDummy(password: string, cost: number = OWASP_SCRYPT_COST): Promise<false> {
  await verifyPassword(password, await prepareDummyHash(cost));
  return false;
}
