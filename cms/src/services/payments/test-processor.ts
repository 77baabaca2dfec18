import { randomBytes } from 'node:crypto';
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import {
  CMS_MSG,
  DECLINED_MESSAGE,
  NOT_AWAITING_AUTHENTICATION,
  PAYMENT_CANCELED,
  PAYMENT_COMPLETED,
  UNKNOWN_CARD_MESSAGE,
} from '@common/messages';
import type { AppDeps } from '../../deps';
import { preparedOnce } from '../../db/prepared';
import { payments } from '../../db/schema';
import { HttpError } from '../../lib/http';
import type { PaymentProvider, PaymentState, PaymentStatus, StoredPayment } from './provider';
import { testRefund, testRefundsOf } from './test-refunds';

/** The test processor's cards, as in Stripe's test mode (spaces removed). */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  authenticate: '4000002760003184',
} as const;

export type ConfirmOutcome =
  | { outcome: 'succeeded' }
  | { outcome: 'declined'; message: string }
  | { outcome: 'requires_action'; redirect_url: string };

type PaymentRow = typeof payments.$inferSelect;

/** What update-order asks the processor about a payment: its state and amount. */
const paymentStateStatement = preparedOnce((db) =>
  db
    .select({ status: payments.status, totalCents: payments.totalCents })
    .from(payments)
    .where(and(eq(payments.pid, sql.placeholder('pid')), eq(payments.provider, 'test')))
    .limit(1)
    .prepare('test_payment_state'),
);

/** The processor's state of a payment is its `payments` row: the status it keeps there, in US dollars. */
function stateOfStored(row: StoredPayment): PaymentState {
  return {
    status: row.status as PaymentStatus,
    amountCents: row.totalCents,
    currency: 'usd',
    fromPaymentsRow: true,
  };
}

/** The provider side: payments live in the `payments` table; `status` is the processor's state. */
export function testProcessorProvider({ db }: AppDeps): PaymentProvider {
  return {
    name: 'test',
    async initiate() {
      const pid = `pi_test_${randomBytes(12).toString('hex')}`;
      return { pid, clientSecret: `${pid}_secret_${randomBytes(18).toString('base64url')}` };
    },
    async retrieve(pid) {
      const [row] = await paymentStateStatement(db).execute({ pid });
      if (!row) throw new HttpError(404, CMS_MSG.payments.notFound);
      return stateOfStored(row);
    },
    stateOfStored,
    async cancel(pid) {
      // A succeeded payment stays succeeded (settlement decides about it); any other one is closed for good.
      const [row] = await db
        .update(payments)
        .set({ status: 'canceled' })
        .where(and(eq(payments.pid, pid), eq(payments.provider, 'test'), ne(payments.status, 'succeeded')))
        .returning({ id: payments.id });
      if (row) return;
      const [existing] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.pid, pid), eq(payments.provider, 'test')));
      if (!existing) throw new Error(`test payment ${pid} not found`);
    },
    async verifyWebhook() {
      throw new HttpError(404, CMS_MSG.payments.testNoWebhooks);
    },
    refund: (pid, amountCents, key, metadata = {}) => testRefund(db, { pid, amountCents, key, metadata }),
    listRefunds: (pid) => testRefundsOf(db, pid),
  };
}

/**
 * Only the storefront's own pages may be the target of the authentication step's redirect, so the
 * processor can never be used as an open redirect.
 */
export function allowedReturnUrl(storefrontOrigin: string, returnUrl: string): URL | null {
  try {
    const url = new URL(returnUrl);
    return url.origin === new URL(storefrontOrigin).origin ? url : null;
  } catch {
    return null;
  }
}

type Db = AppDeps['db'];

/**
 * The confirm step in one statement: the payment of a client secret gets its new status unless it is
 * completed or canceled (those never change again, whatever arrives later). Answers its pid; nothing when
 * there is no such payment or it is closed.
 */
const confirmOpenStatement = preparedOnce((db) =>
  db
    .update(payments)
    .set({ status: sql`${sql.placeholder('status')}` })
    .where(
      and(
        eq(payments.clientSecret, sql.placeholder('clientSecret')),
        eq(payments.provider, 'test'),
        notInArray(payments.status, ['succeeded', 'canceled']),
      ),
    )
    .returning({ pid: payments.pid })
    .prepare('test_payment_confirm_open'),
);

async function setStatus(db: Db, pid: string, status: PaymentStatus, from: PaymentStatus): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status })
    .where(and(eq(payments.pid, pid), eq(payments.status, from)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** A test payment by its pid or its client secret: the confirm and authentication steps' reads. */
const paymentByPidStatement = preparedOnce((db) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.pid, sql.placeholder('pid')), eq(payments.provider, 'test')))
    .limit(1)
    .prepare('test_payment_by_pid'),
);
const paymentBySecretStatement = preparedOnce((db) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.clientSecret, sql.placeholder('clientSecret')), eq(payments.provider, 'test')))
    .limit(1)
    .prepare('test_payment_by_secret'),
);

async function paymentOrThrow(
  db: Db,
  where: { pid: string } | { clientSecret: string },
): Promise<PaymentRow> {
  const [row] =
    'pid' in where
      ? await paymentByPidStatement(db).execute(where)
      : await paymentBySecretStatement(db).execute(where);
  if (!row) throw new HttpError(404, CMS_MSG.payments.notFound);
  return row;
}

/** The refusal of a step the payment is not open for: a canceled one says so, others say `otherwise`. */
const refusal = (status: string | undefined, otherwise: string) =>
  new HttpError(409, status === 'canceled' ? PAYMENT_CANCELED : otherwise);

/** The current status, after a conditional change found nothing to change. */
async function currentStatus(db: Db, pid: string): Promise<string | undefined> {
  const [row] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.pid, pid), eq(payments.provider, 'test')));
  return row?.status;
}

/**
 * Moves the open payment of `clientSecret` to `status` and answers its pid, or throws: 404 when there is
 * no such payment, the refusal that says why when it is closed (paid in another tab, or canceled by a
 * newer order). Issue #42: one round trip for the common case instead of a read and then the change.
 */
async function confirmOpen(db: Db, clientSecret: string, status: PaymentStatus): Promise<string> {
  const [changed] = await confirmOpenStatement(db).execute({ clientSecret, status });
  if (changed) return changed.pid;
  throw refusal((await paymentOrThrow(db, { clientSecret })).status, PAYMENT_COMPLETED);
}

/** The shopper-facing side of the test processor: card confirmation and the authentication step. */
export function testProcessor({ db, config }: AppDeps) {
  function returnUrlOrThrow(returnUrl: string | undefined): URL {
    const url = allowedReturnUrl(
      config.storefrontOrigin,
      returnUrl ?? `${config.storefrontOrigin}/update-order`,
    );
    if (!url) throw new HttpError(422, CMS_MSG.payments.returnUrlNotShop(config.storefrontOrigin));
    return url;
  }

  /** Where the shopper's browser goes for the authentication step. */
  function authenticationUrl(pid: string, target: URL): string {
    const page = new URL(`${config.publicUrl}/api/v1/payments/test/authenticate`);
    page.searchParams.set('pid', pid);
    page.searchParams.set('return_url', target.toString());
    return page.toString();
  }

  return {
    allowedReturnUrl: (returnUrl: string) => allowedReturnUrl(config.storefrontOrigin, returnUrl),

    /** `POST /payments/test/confirm`: the card decides the outcome, as in Stripe's test mode. */
    async confirm(clientSecret: string, cardNumber: string, returnUrl?: string): Promise<ConfirmOutcome> {
      const target = returnUrlOrThrow(returnUrl);
      if (cardNumber === TEST_CARDS.succeeds) {
        await confirmOpen(db, clientSecret, 'succeeded');
        return { outcome: 'succeeded' };
      }
      if (cardNumber === TEST_CARDS.authenticate) {
        const pid = await confirmOpen(db, clientSecret, 'requires_action');
        return { outcome: 'requires_action', redirect_url: authenticationUrl(pid, target) };
      }
      await confirmOpen(db, clientSecret, 'failed');
      return {
        outcome: 'declined',
        message: cardNumber === TEST_CARDS.declined ? DECLINED_MESSAGE : UNKNOWN_CARD_MESSAGE,
      };
    },

    /** The payment waiting on the authentication page, or an HttpError explaining why there is none. */
    async awaitingAuthentication(pid: string): Promise<PaymentRow> {
      const payment = await paymentOrThrow(db, { pid });
      if (payment.status !== 'requires_action') throw refusal(payment.status, NOT_AWAITING_AUTHENTICATION);
      return payment;
    },

    /** Completes or fails the authentication step and says where to send the shopper. */
    async authenticate(pid: string, returnUrl: URL, decision: 'complete' | 'fail'): Promise<string> {
      const changed = await setStatus(
        db,
        pid,
        decision === 'complete' ? 'succeeded' : 'failed',
        'requires_action',
      );
      if (!changed) throw refusal(await currentStatus(db, pid), NOT_AWAITING_AUTHENTICATION);
      const target = new URL(returnUrl);
      target.searchParams.set('payment_intent', pid);
      target.searchParams.set('redirect_status', decision === 'complete' ? 'succeeded' : 'failed');
      return target.toString();
    },
  };
}
