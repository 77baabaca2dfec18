import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { testConfirmSchema } from '@common/contract';
import { CMS_MSG, TEST_PAYMENTS_DISABLED } from '@common/messages';
import type { AppDeps } from '../deps';
import { HttpError, jsonBody } from '../lib/http';
import { testPaymentsAllowed, type PaymentProvider } from '../services/payments';
import {
  authenticationErrorPage,
  authenticationPage,
  authenticationPagePolicy,
} from '../services/payments/test-auth-page';
import { testProcessor } from '../services/payments/test-processor';

/** `return_url` is an optional addition to the contract's confirm body; it defaults to /update-order. */
const confirmSchema = z.extend(testConfirmSchema, {
  return_url: z.optional(z.string().check(z.maxLength(2000))),
});
const decisionSchema = z.enum(['complete', 'fail']);

/**
 * The authentication page's form. A body its content type does not describe (a "multipart" body that is
 * not multipart, say) is the client's mistake: 400, never the parser's exception as a 500.
 */
async function formBody(c: Context): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw new HttpError(400, CMS_MSG.payments.formUnreadable);
  }
}

/** The built-in test processor's endpoints: card confirmation and the authentication step's page. */
export function testPaymentRoutes(deps: AppDeps, provider: PaymentProvider) {
  const processor = testProcessor(deps);
  const app = new Hono();

  /** The test processor only runs when it is this shop's provider and the server allows it. */
  const requireTestProcessor = () => {
    if (provider.name !== 'test') throw new HttpError(404, CMS_MSG.payments.testNotEnabled);
    if (!testPaymentsAllowed(deps.config)) throw new HttpError(503, TEST_PAYMENTS_DISABLED);
  };

  app.post('/payments/test/confirm', async (c) => {
    requireTestProcessor();
    const input = await jsonBody(c, confirmSchema);
    const result = await processor.confirm(input.client_secret, input.card_number, input.return_url);
    // A decline is a normal outcome of the call (HTTP 200); the message says why.
    if (result.outcome === 'declined') {
      return c.json({ status: true, message: result.message, data: { outcome: result.outcome } });
    }
    return c.json({ status: true, data: result });
  });

  /** Renders an HttpError of the authentication step as an HTML page: a shopper's browser is on it. */
  const htmlStep = async (c: Context, step: () => Promise<Response>) => {
    // The HTML pages' own policy; secureHeaders keeps it instead of the JSON answers' default-src 'none'.
    c.header('Content-Security-Policy', authenticationPagePolicy(deps.config.storefrontOrigin));
    // Never kept: Back after the step must ask again and get the page that links back to the shop, not a
    // stored copy of the form whose buttons no longer work.
    c.header('Cache-Control', 'no-store');
    try {
      requireTestProcessor();
      return await step();
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      return c.html(authenticationErrorPage(err.message, deps.config.storefrontOrigin), err.status);
    }
  };

  const returnUrlOf = (value: unknown) => {
    const url = typeof value === 'string' ? processor.allowedReturnUrl(value) : null;
    if (!url) throw new HttpError(400, CMS_MSG.payments.returnAddressRefused);
    return url;
  };

  app.get('/payments/test/authenticate', (c) =>
    htmlStep(c, async () => {
      const returnUrl = returnUrlOf(c.req.query('return_url'));
      const payment = await processor.awaitingAuthentication(c.req.query('pid') ?? '');
      const page = { pid: payment.pid, returnUrl: returnUrl.toString(), amountCents: payment.totalCents };
      return c.html(authenticationPage(page));
    }),
  );

  app.post('/payments/test/authenticate', (c) =>
    htmlStep(c, async () => {
      const form = await formBody(c);
      const returnUrl = returnUrlOf(form.return_url);
      const decision = decisionSchema.safeParse(form.decision);
      if (!decision.success) throw new HttpError(400, CMS_MSG.payments.chooseDecision);
      const pid = typeof form.pid === 'string' ? form.pid : '';
      return c.redirect(await processor.authenticate(pid, returnUrl, decision.data), 303);
    }),
  );

  return app;
}
