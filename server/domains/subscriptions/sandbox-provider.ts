import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { detectBrand, isExpiryValid, isValidCardNumber, isValidSecurityCode } from '../../../shared/card.ts';
import { MSG } from '../../../shared/messages.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import type { CardInput, CardOnFile, ChargeResult, PaymentProvider } from './payment-provider.ts';

/**
 * Test cards of the sandbox (docs/features.md#assinatura-e-pagamento). Any other valid card is approved; these are
 * refused by the "issuer", as a real card without limit would be.
 */
export const SANDBOX_CARDS = {
  approved: ['4111111111111111', '5555555555554444'],
  refused: ['4000000000000002', '5105105105105100'],
} as const;

interface TokenPayload {
  /** brand */
  b: string;
  /** last four digits */
  l: string;
  m: number;
  y: number;
  /** the issuer refuses charges on this card */
  r: boolean;
  /** nonce: the same card tokenised twice gives two tokens, as with real providers */
  n: string;
}

const TOKEN_PREFIX = 'tok_sbx_';

/**
 * The card's fields that fail, each with the docs/design/product-spec.md §5 message
 * (VALIDATION_ERROR naming every bad field).
 */
export function cardErrors(card: CardInput, now: Date = new Date()): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = [];
  if (!isValidCardNumber(card.number)) errors.push({ field: 'number', message: MSG.invalidCardNumber });
  if (!isExpiryValid({ month: card.expMonth, year: card.expYear }, now)) errors.push({ field: 'expirationDate', message: MSG.invalidExpiry });
  if (!isValidSecurityCode(card.securityCode)) errors.push({ field: 'securityCode', message: MSG.invalidSecurityCode });
  return errors;
}

/**
 * The built-in provider: validates the card (Luhn, brand, expiry, security code), tokenises it and charges it, with
 * no network and no card data kept anywhere. Its tokens are signed (HMAC) and carry only what may be shown of the
 * card, so any app instance can read them and nothing needs storing: no number, no security code.
 */
export function createSandboxProvider(secret: string): PaymentProvider {
  const key = createHmac('sha256', secret).update('credito:sandbox-payment-provider').digest();
  const sign = (data: string) => createHmac('sha256', key).update(data).digest('base64url');

  function readToken(token: string): TokenPayload {
    const invalid = () => validationError('cardToken', 'Cartão não reconhecido. Informe os dados do cartão novamente');
    if (!token.startsWith(TOKEN_PREFIX)) throw invalid();
    const [body, signature] = token.slice(TOKEN_PREFIX.length).split('.');
    if (!body || !signature) throw invalid();
    const expected = Buffer.from(sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload;
    } catch {
      throw invalid();
    }
  }

  const toCard = (token: string, p: TokenPayload): CardOnFile => ({ token, brand: p.b, last4: p.l, expMonth: p.m, expYear: p.y });

  return {
    name: 'sandbox',
    async tokenize(card) {
      const errors = cardErrors(card);
      if (errors.length) throw new AppError('VALIDATION_ERROR', errors[0].message, { errors });
      const number = card.number.replace(/\D/g, '');
      const payload: TokenPayload = {
        b: detectBrand(number)!,
        l: number.slice(-4),
        m: card.expMonth,
        y: card.expYear,
        r: (SANDBOX_CARDS.refused as readonly string[]).includes(number),
        n: randomBytes(9).toString('base64url'),
      };
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      const token = `${TOKEN_PREFIX}${body}.${sign(body)}`;
      return toCard(token, payload);
    },
    async cardOf(token) {
      return toCard(token, readToken(token));
    },
    async charge(token, amountCents, instalments, idempotencyKey): Promise<ChargeResult> {
      const card = readToken(token);
      if (!Number.isInteger(amountCents) || amountCents <= 0) throw new AppError('VALIDATION_ERROR', MSG.invalid);
      // The same key and card give the same reference: a retried request is the same charge.
      const reference = `ch_sbx_${sign(`${idempotencyKey}|${token}|${amountCents}|${instalments}`).slice(0, 24)}`;
      return { status: card.r ? 'refused' : 'paid', reference };
    },
    async verify(token) {
      return readToken(token).r ? 'refused' : 'approved';
    },
    async refund() {
      // Nothing to give back: the sandbox moves no money.
    },
  };
}
