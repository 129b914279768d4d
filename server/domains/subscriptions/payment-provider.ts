import type { Config } from '../../config.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

/** A card as typed, on its way to tokenisation (never stored, never logged). */
export interface CardInput {
  /** Digits only. */
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  securityCode: string;
}

/** What may be kept and shown of a card: the provider's token, brand, last four digits and expiry (PCI DSS). */
export interface CardOnFile {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ChargeResult {
  status: 'paid' | 'refused';
  /** The provider's id of this charge (also for a refusal). */
  reference: string;
}

/**
 * The payment provider behind subscriptions. The built-in sandbox is the default; a real provider (Pagar.me, Stripe,
 * …) implements this interface and is picked by `PAYMENT_PROVIDER`. In production the card never passes through our
 * server: the browser tokenises it with the provider's JS SDK and sends us only the token.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Validates and tokenises a card (field errors as VALIDATION_ERROR on number / expirationDate / securityCode). */
  tokenize(card: CardInput): Promise<CardOnFile>;
  /** The card behind a token, or VALIDATION_ERROR on `cardToken` when the provider does not know it. */
  cardOf(token: string): Promise<CardOnFile>;
  /** Charges the whole amount in `instalments` card instalments; the same idempotency key never charges twice. */
  charge(token: string, amountCents: number, instalments: number, idempotencyKey: string): Promise<ChargeResult>;
  /**
   * Asks the issuer whether the card can be charged, moving no money (a zero-value authorisation): a card kept for
   * the renewals is checked before it replaces the one that works.
   */
  verify(token: string): Promise<'approved' | 'refused'>;
  /** Gives a charge back (used when a paid charge cannot be recorded). */
  refund?(reference: string): Promise<void>;
}

const providers = new WeakMap<Config, PaymentProvider>();

/** The provider configured by `PAYMENT_PROVIDER` (one per configuration). */
export function paymentProviderFor(config: Config): PaymentProvider {
  let provider = providers.get(config);
  if (!provider) {
    switch (config.paymentProvider) {
      case 'sandbox':
        provider = createSandboxProvider(config.jwtSecret);
        break;
    }
    providers.set(config, provider);
  }
  return provider;
}
