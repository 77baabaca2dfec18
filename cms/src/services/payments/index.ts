import type { AppDeps } from '../../deps';
import { configuredProviderName, type PaymentProvider } from './provider';
import { createStripeClient, stripeProvider } from './stripe';
import { testProcessorProvider } from './test-processor';

export * from './provider';

/** The provider this shop takes payments through, built from the configuration (or injected by tests). */
export function paymentProvider(deps: AppDeps): PaymentProvider {
  if (deps.payments?.provider) return deps.payments.provider;
  const { config } = deps;
  if (configuredProviderName(config) === 'stripe') {
    const stripe = deps.payments?.stripe ?? createStripeClient(config.stripeSecretKey ?? '');
    return stripeProvider(stripe, config.stripeWebhookSecret);
  }
  return testProcessorProvider(deps);
}
