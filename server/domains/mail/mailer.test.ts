import { describe, expect, it } from 'vitest';
import { redactMessage } from './mailer.ts';

describe('redactMessage (the copy the outbox keeps)', () => {
  it('hides each listed secret, also where it appears URL-encoded, in the text and the HTML', () => {
    const secret = 'a+b/c=d';
    const out = redactMessage({
      text: `Seu código: ${secret}. Link: https://x.test/entrar?codigo=${encodeURIComponent(secret)}`,
      html: `<p>${secret}</p>`,
      secrets: [secret],
    });
    expect(out).toEqual({ text: 'Seu código: [oculto]. Link: https://x.test/entrar?codigo=[oculto]', html: '<p>[oculto]</p>' });
  });

  it('hides a secret that contains another whole, and ignores empty entries', () => {
    expect(redactMessage({ text: 'abc abcdef', secrets: ['abc', 'abcdef', ''] }).text).toBe('[oculto] [oculto]');
  });

  it('redacts secret-carrying paths even when the caller forgot to list the secret (safety net)', () => {
    const out = redactMessage({ text: 'https://x.test/change-password/tok123 e https://x.test/cadastro?preCadastro=pre456', html: undefined });
    expect(out).toEqual({ text: 'https://x.test/change-password/[oculto] e https://x.test/cadastro?preCadastro=[oculto]', html: null });
  });
});
