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

  it('hides them in every spelling the server also serves: letter case, repeated slashes, percent-encoded letters', () => {
    expect(redactSecretPaths('/ACOMPANHAR/tok9')).toBe(`/ACOMPANHAR/${REDACTED}`);
    expect(redactSecretPaths('/acompanhar//tok9')).toBe(`/acompanhar//${REDACTED}`);
    expect(redactSecretPaths('/API/v1/PUBLIC/tracking/tok9/data.json')).toBe(`/API/v1/PUBLIC/tracking/${REDACTED}/data.json`);
    expect(redactSecretPaths('/api//v1/public/tracking//tok9/data.json')).toBe(`/api//v1/public/tracking//${REDACTED}/data.json`);
    expect(redactSecretPaths('/%61companhar%2Ftok9')).toBe(`/acompanhar/${REDACTED}`);
    expect(redactSecretPaths('/Change-Password/tok9')).toBe(`/Change-Password/${REDACTED}`);
    expect(redactSecretPaths('/cadastro-filial/a/b?CONVITE=tok9')).toBe(`/cadastro-filial/a/b?CONVITE=${REDACTED}`);
  });

  it('leaves paths without secrets alone', () => {
    expect(redactSecretPaths('/deal/9b1c/edit/customer')).toBe('/deal/9b1c/edit/customer');
    expect(redactSecretPaths('/links/demo-credito')).toBe('/links/demo-credito');
  });
});
