import assert from 'node:assert/strict';
import type { RawResult } from './real-server';

/** `n` requests started together (each on its own connection); their answers in order. */
export const burst = (n: number, send: (i: number) => Promise<RawResult>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i)));

/** The answers that were not refused: their attempts reached the slow step. */
export const checked = (answers: RawResult[]) => answers.filter((a) => a.status !== 429);
export const refused = (answers: RawResult[]) => answers.filter((a) => a.status === 429);

/** Fails unless at most `allowance` answers are other than 429, naming the statuses seen. */
export function assertAtMost(answers: RawResult[], allowance: number) {
  const statuses: Record<number, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const seen = `${checked(answers).length} of ${answers.length} were checked: ${JSON.stringify(statuses)}`;
  assert.ok(checked(answers).length <= allowance, seen);
}

/** Every refusal says when to come back; nothing failed on the server. */
export function assertRefusalsSayWhen(answers: RawResult[]) {
  for (const a of refused(answers)) assert.ok(Number(a.headers['retry-after']) >= 1, 'Retry-After is set');
  for (const a of answers) assert.notEqual(a.status, 500, JSON.stringify(a.body));
}
