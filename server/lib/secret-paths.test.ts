import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecretPaths } from './secret-paths.ts';

describe('redactSecretPaths', () => {
  it('hides the credential of every secret-carrying path, in paths, URLs and running text', () => {
    expect(redactSecretPaths('/change-password/abc123')).toBe(`/change-password/${REDACTED}`);
    expect(redactSecretPaths('/desbloquear-acesso/Ab9_-x')).toBe(`/desbloquear-acesso/${REDACTED}`);
    expect(redactSecretPaths('/acompanhar/tok_-9')).toBe(`/acompanhar/${REDACTED}`);
    expect(redactSecretPaths('/api/v1/public/tracking/tok9/documents/42')).toBe(`/api/v1/public/tracking/${REDACTED}/documents/42`);
    expect(redactSecretPaths('Acesse: https://x.com.br/acompanhar/Zz9_ e pronto')).toBe(`Acesse: https://x.com.br/acompanhar/${REDACTED} e pronto`);
    expect(redactSecretPaths('<a href="http://h/cadastro?preCadastro=s3cr%2Ft&utm=1">')).toBe(`<a href="http://h/cadastro?preCadastro=${REDACTED}&utm=1">`);
  });

  it('leaves paths without secrets alone', () => {
    expect(redactSecretPaths('/deal/9b1c/edit/customer')).toBe('/deal/9b1c/edit/customer');
    expect(redactSecretPaths('/links/demo-credito')).toBe('/links/demo-credito');
  });
});
