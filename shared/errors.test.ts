import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, ERROR_TITLES, errorTitle, isErrorType } from './errors.ts';

// In the test titles, "spec §N" is section N of docs/design/product-spec.md.
describe('errorTitle (spec §8: catalogue title, else the type itself, else “Erro desconhecido”)', () => {
  it('titles every type of the spec’s catalogue as the spec says', () => {
    const spec: Record<string, string> = {
      LOGIN_ERROR: 'Falha ao fazer login',
      VALIDATION_ERROR: 'Erro de validação',
      PERSON_DUPLICATED_ERROR: 'CPF duplicado',
      PAYMENT_REFUSED_ERROR: 'Erro no pagamento',
      UNAUTHENTICATED_ERROR: 'Erro de autenticação',
      INVALID_OPERATION_VALUE_ERROR: 'Valor inválido',
      ENTITY_NOT_FOUND_ERROR: 'Registro não encontrado',
      SUBSCRIPTION_NOT_FOUND_ERROR: 'Conta indisponível',
      SUBSIDIARY_IS_NOT_ACTIVE_ERROR: 'Cadastro inativo',
      DATABASE_ERROR: 'Erro ao acessar o banco de dados',
      SUBSCRIPTION_ALREADY_EXISTS_ERROR: 'Assinatura duplicada',
      INTERNAL_SERVER_ERROR: 'Falha na comunicação com o servidor',
      PAYMENT_REFUSED_ADMINISTRATOR_ERROR: 'Erro ao encontrar assinatura',
      SUBSCRIPTION_NOT_FOUND_ADMINISTRATOR_ERROR: 'Erro ao encontrar assinatura',
      SUBSIDIARY_ALREADY_EXISTS_WITH_DOCUMENT_ERROR: 'Cadastro duplicado',
      USER_POLICIES_NOT_ACCEPTED_ERROR: 'Política de privacidade não aceita',
    };
    for (const [type, title] of Object.entries(spec)) expect(errorTitle(type)).toBe(title);
  });

  it('falls back to the type itself for a type it does not know', () => {
    expect(errorTitle('SOMETHING_NEW_ERROR')).toBe('SOMETHING_NEW_ERROR');
    // Not fooled by inherited object keys.
    expect(errorTitle('toString')).toBe('toString');
  });

  it('falls back to “Erro desconhecido” without a type', () => {
    expect(errorTitle(undefined)).toBe('Erro desconhecido');
    expect(errorTitle(null)).toBe('Erro desconhecido');
    expect(errorTitle('')).toBe('Erro desconhecido');
  });

  it('every type has an HTTP status that fits it', () => {
    for (const type of Object.keys(ERROR_TITLES)) expect(ERROR_STATUS[type as keyof typeof ERROR_STATUS]).toBeGreaterThanOrEqual(400);
    expect(ERROR_STATUS).toMatchObject({
      VALIDATION_ERROR: 400,
      LOGIN_ERROR: 401,
      UNAUTHENTICATED_ERROR: 401,
      FORBIDDEN_ERROR: 403,
      USER_POLICIES_NOT_ACCEPTED_ERROR: 403,
      ENTITY_NOT_FOUND_ERROR: 404,
      PERSON_DUPLICATED_ERROR: 409,
      TOO_MANY_ATTEMPTS_ERROR: 429,
      INTERNAL_SERVER_ERROR: 500,
      SERVICE_UNAVAILABLE_ERROR: 503,
    });
  });

  it('isErrorType knows the catalogue and nothing else', () => {
    expect(isErrorType('LOGIN_ERROR')).toBe(true);
    expect(isErrorType('NOPE')).toBe(false);
    expect(isErrorType(42)).toBe(false);
    expect(isErrorType('constructor')).toBe(false);
  });
});
