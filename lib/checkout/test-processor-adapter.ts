import { testConfirmResponse } from '@common/contract/responses';
import type { PaymentAdapter } from './payment-adapter';
import { cardDigits } from './test-card';

export const TEST_CONFIRM_PATH = '/api/v1/payments/test/confirm';

export interface TestProcessorDeps {
  /** Defaults to the browser's fetch (through the storefront's proxy). */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** Defaults to window.location.assign: the authentication page is a real page of the processor. */
  navigate?: (url: string) => void;
}

/**
 * The built-in test processor (`POST /payments/test/confirm`): 4242… succeeds, 4000…0002 is declined,
 * 4000 0027 6000 3184 sends the shopper to the processor's authentication page, which returns to
 * `returnUrl` with `payment_intent={pid}`.
 */
export function testProcessorAdapter(deps: TestProcessorDeps = {}): PaymentAdapter {
  // Called as a plain function: `deps.fetch(...)` on window.fetch would throw "Illegal invocation".
  const post = deps.fetch ?? ((input: string, init: RequestInit) => fetch(input, init));
  const navigate = deps.navigate ?? ((url: string) => window.location.assign(url));
  return {
    async confirm({ clientSecret, card, returnUrl }) {
      if (!card) return { kind: 'failed', message: 'No card entered' };
      let res: Response;
      try {
        res = await post(TEST_CONFIRM_PATH, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          credentials: 'same-origin',
          cache: 'no-store',
          body: JSON.stringify({
            client_secret: clientSecret,
            card_number: cardDigits(card.number),
            return_url: returnUrl,
          }),
        });
      } catch (err) {
        return { kind: 'failed', message: err instanceof Error ? err.message : String(err) };
      }
      const json: unknown = await res.json().catch(() => null);
      const message = (json as { message?: unknown } | null)?.message;
      const text = typeof message === 'string' ? message : undefined;
      if (!res.ok) return { kind: 'failed', message: text ?? `The server answered ${res.status}` };
      const parsed = testConfirmResponse.safeParse(json);
      if (!parsed.success) return { kind: 'failed', message: 'Unexpected answer from the test processor' };
      const { outcome, redirect_url } = parsed.data.data;
      if (outcome === 'succeeded') return { kind: 'succeeded' };
      if (outcome === 'requires_action' && redirect_url) {
        navigate(redirect_url);
        return { kind: 'redirect' };
      }
      return { kind: 'failed', message: text ?? 'Your card was declined.' };
    },
  };
}
