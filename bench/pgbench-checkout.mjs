// The database's own limit for the checkout's work: a pgbench script doing, in one transaction, what a paid
// order writes (the payment, the stock rows locked and decremented, the order, its lines, then paid), at the
// same concurrency and on the same PostgreSQL database as the shop's run. Its transactions per second are
// what the shop's orders per second are compared with.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The script: one order of one unit each of two products, as the shop's checkout load buys (checkout-load.mjs:
 * two different in-stock products per order): a random product id `p` and the next one, `q`, wrapping round
 * `productCount`. Their rows are locked in id order, as the shop's placement locks them, so two clients never
 * wait on each other in a circle. The payment's pid is made unique by the transaction id.
 */
export function pgbenchScript(productCount) {
  return `\\set p random(1, ${productCount})
\\set q (:p % ${productCount}) + 1
BEGIN;
INSERT INTO payments (provider, pid, client_secret, items, sub_total_cents, discount_cents, shipping_cents, total_cents, is_first_order, status) VALUES ('test', 'pgb_' || txid_current(), 'pgb_' || txid_current() || '_secret', '[]', 2898, 0, 2000, 4898, false, 'succeeded');
SELECT quantity FROM products WHERE id IN (:p, :q) ORDER BY id FOR UPDATE;
UPDATE products SET quantity = quantity - 1 WHERE id IN (:p, :q) AND quantity >= 1;
INSERT INTO orders (pid, provider, name, email, phone, state, city, line1, postal_code, sub_total_cents, discount_cents, shipping_cents, total_cents, is_first_order, hold_expires_at, client_address) VALUES ('pgb_' || txid_current(), 'test', 'Bench', 'pgbench@bench.example', '6465550142', 'NY', 'Queens', '12 Garden Lane', '11101', 2898, 0, 2000, 4898, false, now() + interval '30 minutes', '127.0.0.1') RETURNING id AS order_id \\gset
INSERT INTO order_items (order_id, product_id, qty, unit_price_cents) VALUES (:order_id, :p, 1, 1899), (:order_id, :q, 1, 999);
UPDATE orders SET status = 'processing', paid_at = now() WHERE id = :order_id;
END;
`;
}

/** pgbench's "tps = 907.12 (without initial connection time)" line, as a number; null when absent. */
export function parseTps(output) {
  const m = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
  return m ? Number(m[1]) : null;
}

/** Runs the script with `clients` connections for `seconds` against `databaseUrl`; returns tps and output. */
export function runPgbench({ databaseUrl, clients, seconds, productCount, dir }) {
  const file = path.join(dir, 'checkout.pgbench');
  writeFileSync(file, pgbenchScript(productCount));
  const args = [
    '-n',
    '-c',
    String(clients),
    '-j',
    String(Math.min(clients, 2)),
    '-T',
    String(seconds),
    '-f',
    file,
    databaseUrl,
  ];
  return new Promise((resolve, reject) => {
    execFile('pgbench', args, { maxBuffer: 1 << 20 }, (err, stdout, stderr) => {
      const output = `${stdout}\n${stderr}`;
      const tps = parseTps(output);
      if (err || tps === null) reject(new Error(`pgbench failed: ${output.slice(-1500)}`));
      else resolve({ tps, clients, seconds, output });
    });
  });
}
