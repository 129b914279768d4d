import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.ts';
import { loadConfig } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { paymentProviderFor } from './payment-provider.ts';
import { createSandboxProvider, SANDBOX_CARDS } from './sandbox-provider.ts';

const year = new Date().getFullYear() + 3;
const provider = createSandboxProvider('x'.repeat(48));
const card = (number: string, extra: Partial<{ expMonth: number; expYear: number; securityCode: string }> = {}) => ({ number, expMonth: 12, expYear: year, securityCode: '123', ...extra });

async function fieldsOf(call: Promise<unknown>): Promise<Record<string, string>> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).type).toBe('VALIDATION_ERROR');
  return Object.fromEntries((err as AppError).errors.map((e) => [e.field, e.message]));
}

describe('sandbox payment provider', () => {
  it('tokenises a good card: brand and last four, never the number or the security code', async () => {
    const result = await provider.tokenize(card('4111111111111111', { securityCode: '7391' }));
    expect(result).toMatchObject({ brand: 'visa', last4: '1111', expMonth: 12, expYear: year });
    expect(result.token).toMatch(/^tok_sbx_/);
    const decoded = Buffer.from(result.token.slice(8).split('.')[0], 'base64url').toString();
    for (const text of [result.token, decoded]) {
      expect(text).not.toContain('4111111111111111');
      expect(text).not.toContain('7391');
    }
    expect(await provider.cardOf(result.token)).toEqual(result);
  });

  // In the test titles, "spec §N" is section N of docs/design/product-spec.md.
  it('refuses bad cards with the spec §5 message on each field', async () => {
    expect(await fieldsOf(provider.tokenize(card('4111111111111112')))).toEqual({ number: MSG.invalidCardNumber });
    expect(await fieldsOf(provider.tokenize(card('4111111111111111', { expMonth: 1, expYear: 2020 })))).toEqual({ expirationDate: MSG.invalidExpiry });
    expect(await fieldsOf(provider.tokenize(card('4111111111111111', { securityCode: '12' })))).toEqual({ securityCode: MSG.invalidSecurityCode });
  });

  it('charges the success cards and refuses the documented refusal cards', async () => {
    for (const number of SANDBOX_CARDS.approved) {
      const { token } = await provider.tokenize(card(number));
      expect((await provider.charge(token, 19_900, 1, 'k1')).status).toBe('paid');
    }
    for (const number of SANDBOX_CARDS.refused) {
      const { token } = await provider.tokenize(card(number));
      expect((await provider.charge(token, 19_900, 1, 'k1')).status).toBe('refused');
    }
  });

  it('is idempotent per key: a retried charge has the same reference', async () => {
    const { token } = await provider.tokenize(card('5555555555554444'));
    const first = await provider.charge(token, 107_400, 6, 'same-key');
    expect(await provider.charge(token, 107_400, 6, 'same-key')).toEqual(first);
    expect((await provider.charge(token, 107_400, 6, 'other-key')).reference).not.toBe(first.reference);
  });

  it('does not accept a forged or foreign token', async () => {
    const { token } = await provider.tokenize(card('4000000000000002'));
    const [body] = token.slice(8).split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forgedBody = Buffer.from(JSON.stringify({ ...payload, r: false })).toString('base64url');
    const forged = `tok_sbx_${forgedBody}.${token.split('.')[1]}`;
    expect(await fieldsOf(provider.cardOf(forged))).toEqual({ cardToken: expect.any(String) });
    expect(await fieldsOf(provider.charge(forged, 100, 1, 'k'))).toEqual({ cardToken: expect.any(String) });
    const other = createSandboxProvider('y'.repeat(48));
    expect(await fieldsOf(other.cardOf(token))).toEqual({ cardToken: expect.any(String) });
    expect(await fieldsOf(provider.cardOf('tok_qualquer'))).toEqual({ cardToken: expect.any(String) });
  });
});

describe('PAYMENT_PROVIDER', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'credito-config-'));

  it('defaults to the sandbox', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.paymentProvider).toBe('sandbox');
    expect(paymentProviderFor(config).name).toBe('sandbox');
  });

  it('refuses an unknown provider at start-up with a clear message', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PAYMENT_PROVIDER: 'pagarme' })).toThrow(/PAYMENT_PROVIDER/);
  });
});
