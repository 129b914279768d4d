import { describe, expect, it } from 'vitest';
import { BANK_SUBMISSION_MESSAGES, CALL_MESSAGES, MSG, PUBLIC_DEAL_MESSAGES, toTheVisitor } from './messages.ts';

// In the test titles, "spec §N" is section N of docs/design/product-spec.md.
describe('generic field messages (spec §5) agree with the field name', () => {
  it('masculine and feminine field names', () => {
    expect(MSG.fieldRequired('Prazo')).toBe('Prazo é obrigatório');
    expect(MSG.fieldRequired('Data de nascimento')).toBe('Data de nascimento é obrigatória');
    expect(MSG.fieldInvalid('CEP')).toBe('CEP é inválido');
    expect(MSG.fieldInvalid('Renda')).toBe('Renda é inválida');
    expect(MSG.fieldInvalid('Placa')).toBe('Placa é inválida');
  });
});

describe('numbers in the catalogue are written as in pt-BR', () => {
  it('bounds with thousands separators, money as reais', () => {
    expect(MSG.numberMax(10)).toBe('O valor não pode ser maior do que 10');
    expect(MSG.numberMax(8760)).toBe('O valor não pode ser maior do que 8.760');
    expect(MSG.numberMin(1_000_000)).toBe('O valor não pode ser menor do que 1.000.000');
    expect(MSG.numberMin(0.5)).toBe('O valor não pode ser menor do que 0,5');
    expect(MSG.maxMoney).toBe('O valor não pode ser maior do que R$ 1.000.000.000,00');
  });
});

describe('counts in the catalogue agree with their number ("1 mês", never "1 meses")', () => {
  it('term bounds of one month read "1 mês", any other "meses"', () => {
    expect(MSG.deadlineMin(1)).toBe('O prazo mínimo é de 1 mês');
    expect(MSG.deadlineMin(12)).toBe('O prazo mínimo é de 12 meses');
    expect(MSG.deadlineMax(420)).toBe('O prazo máximo é de 420 meses');
    expect(MSG.productDeadlineMinBound(1)).toBe('O prazo mínimo não pode ser menor do que 1 mês');
    expect(MSG.productDeadlineMaxBound(420)).toBe('O prazo máximo não pode ser maior do que 420 meses');
  });

  it('the sign-in lockout says "1 minuto" or "15 minutos", never "minuto(s)"', () => {
    expect(CALL_MESSAGES.tooManyAttempts(1)).toBe('Muitas tentativas. Tente novamente em 1 minuto');
    expect(CALL_MESSAGES.tooManyAttempts(15)).toBe('Muitas tentativas. Tente novamente em 15 minutos');
  });

  it('every generic field message used by the schemas agrees with its field name', () => {
    const feminine = ['Data de nascimento', 'Renda', 'Placa', 'Carência'];
    const masculine = ['Prazo', 'Documento', 'CEP', 'Celular', 'Tipo', 'FGTS', 'Valor do bem', 'Valor do crédito', 'Número de proponentes'];
    for (const f of feminine) {
      expect(MSG.fieldRequired(f)).toBe(`${f} é obrigatória`);
      expect(MSG.fieldInvalid(f)).toBe(`${f} é inválida`);
    }
    for (const f of masculine) {
      expect(MSG.fieldRequired(f)).toBe(`${f} é obrigatório`);
      expect(MSG.fieldInvalid(f)).toBe(`${f} é inválido`);
    }
  });
});

describe('the rules about the customer, said to the visitor of a public page', () => {
  it('the age rules speak to the visitor; any other message is left as it is', () => {
    expect(toTheVisitor(MSG.customerMinAge)).toBe('Você deve ter pelo menos 18 anos');
    expect(toTheVisitor(MSG.maxAge)).toBe('Sua idade na última parcela não pode ultrapassar 80 anos e 6 meses: escolha um prazo menor');
    expect(toTheVisitor(MSG.maxAgeTerm(263))).toBe('Sua idade na última parcela não pode ultrapassar 80 anos e 6 meses: escolha um prazo de até 263 meses');
    expect(toTheVisitor(MSG.invalidDocument)).toBe(MSG.invalidDocument);
    // The visitor types their own name.
    expect(toTheVisitor('Informe o nome do cliente')).toBe('Informe o seu nome');
    expect(toTheVisitor('O nome do cliente aceita até 120 caracteres')).toBe('Seu nome aceita até 120 caracteres');
  });
});

describe("a bank's name is a proper noun with its own article", () => {
  it('is never composed after "no"/"ao" (which would say "no Caixa Econômica Federal")', () => {
    for (const bank of ['Caixa Econômica Federal', 'Banco do Brasil', 'Itaú']) {
      expect(BANK_SUBMISSION_MESSAGES.statusTitle(bank)).toBe(`Situação — ${bank}`);
      expect(BANK_SUBMISSION_MESSAGES.alreadySent(bank)).toBe(`${bank} já recebeu este negócio`);
    }
    expect(BANK_SUBMISSION_MESSAGES.alreadySent('Caixa Econômica Federal')).not.toMatch(/\b(no|ao|do|pelo) Caixa/);
  });
});

describe('the broker is told of other open public proposals of the same person', () => {
  it('names the deal, or the deals in a pt-BR list', () => {
    expect(PUBLIC_DEAL_MESSAGES.openWithSameDocument('CPF', [12])).toBe('Já existe uma proposta aberta com este CPF enviada pelo link público (negócio nº 12)');
    expect(PUBLIC_DEAL_MESSAGES.openWithSameDocument('CNPJ', [3, 5, 8])).toBe('Já existem propostas abertas com este CNPJ enviadas pelo link público (negócios nº 3, 5 e 8)');
  });
});
