import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENGLISH_WORDS as ENGLISH } from '../language.ts';
import * as authSchemas from './auth.ts';
import * as catalogueSchemas from './catalogue.ts';
import * as commonSchemas from './common.ts';
import * as customerSchemas from './customers.ts';
import * as dealSchemas from './deals.ts';
import * as simulationSchemas from './simulation.ts';
import * as userSchemas from './users.ts';
import { ZUserCreateRequest, ZUserListRequest } from './users.ts';

const valid = {
  name: 'Beatriz Campos',
  email: '  Beatriz.Campos@Exemplo.com.BR ',
  cellphone: '(11) 98765-4321',
  roleId: '0b7e6f1c-8d2a-4c3b-9e5f-1a2b3c4d5e6f',
  password: 'Cadastro#2025x',
  passwordConfirmation: 'Cadastro#2025x',
  document: '529.982.247-25',
  birthDate: '1990-01-15',
  gender: 'feminino',
};

/** field → messages of a failed parse. */
function messages(input: unknown): Record<string, string[]> {
  const r = ZUserCreateRequest.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const i of r.error.issues) (out[i.path.join('.') || '(root)'] ??= []).push(i.message);
  return out;
}

describe('ZUserCreateRequest', () => {
  it('accepts a valid user and normalises e-mail, phone and CPF', () => {
    const r = ZUserCreateRequest.parse(valid);
    expect(r.email).toBe('beatriz.campos@exemplo.com.br');
    expect(r.cellphone).toBe('11987654321');
    expect(r.document).toBe('52998224725');
  });

  it('asks for the surname when only one name is given', () => {
    expect(messages({ ...valid, name: 'Beatriz' })).toEqual({ name: ['Informe o sobrenome'] });
    expect(messages({ ...valid, name: 'B Campos' })).toEqual({ name: ['O primeiro nome deve ter pelo menos 2 caracteres'] });
    expect(messages({ ...valid, name: 'Beatriz C4mpos' })).toEqual({ name: ['Este campo possui caracteres inválidos'] });
    // A blank name: the first message (the one forms and toasts show) asks for it.
    expect(messages({ ...valid, name: '   ' }).name[0]).toBe('Este campo é obrigatório');
  });

  it('“CPF inválido” for a CPF with wrong check digits or repeated digits', () => {
    expect(messages({ ...valid, document: '529.982.247-26' })).toEqual({ document: ['CPF inválido'] });
    expect(messages({ ...valid, document: '111.111.111-11' })).toEqual({ document: ['CPF inválido'] });
    expect(messages({ ...valid, document: '' }).document[0]).toBe('Este campo é obrigatório');
  });

  it('says one thing of a birth date: the first rule it breaks', () => {
    for (const birthDate of ['1990-13-45', '1990-02-30', '15/01/1990', 'abc']) expect(messages({ ...valid, birthDate })).toEqual({ birthDate: ['Data inválida'] });
    expect(messages({ ...valid, birthDate: '2999-01-01' })).toEqual({ birthDate: ['A data não pode estar no futuro'] });
    expect(messages({ ...valid, birthDate: `${new Date().getUTCFullYear() - 10}-01-01` })).toEqual({ birthDate: ['O usuário deve ter pelo menos 18 anos'] });
    expect(messages({ ...valid, birthDate: '' })).toEqual({ birthDate: ['Este campo é obrigatório'] });
  });

  it('“E-mail inválido” for a malformed e-mail', () => {
    for (const email of ['beatriz', 'beatriz@', '@exemplo.com', 'beatriz @exemplo.com']) expect(messages({ ...valid, email })).toEqual({ email: ['E-mail inválido'] });
  });

  it('“As senhas não coincidem” on the confirmation field', () => {
    expect(messages({ ...valid, passwordConfirmation: 'Cadastro#2025y' })).toEqual({ passwordConfirmation: ['As senhas não coincidem'] });
  });

  it('password length, phone, role, gender and age messages', () => {
    expect(messages({ ...valid, password: 'curta', passwordConfirmation: 'curta' })).toEqual({ password: ['A senha deve ter pelo menos 8 caracteres'] });
    expect(messages({ ...valid, password: 'x'.repeat(129), passwordConfirmation: 'x'.repeat(129) })).toEqual({ password: ['A senha aceita até 128 caracteres'] });
    // An outside tester's password of ten spaces was accepted, and signed in.
    expect(messages({ ...valid, password: ' '.repeat(10), passwordConfirmation: ' '.repeat(10) })).toEqual({ password: ['A senha não pode ser feita só de espaços'] });
    expect(messages({ ...valid, cellphone: '(11) 3333-4444' })).toEqual({ cellphone: ['Informe um celular válido: (99) 99999-9999'] });
    expect(messages({ ...valid, roleId: '' })).toEqual({ roleId: ['Selecione uma opção'] });
    expect(messages({ ...valid, gender: 'x' })).toEqual({ gender: ['Selecione uma opção'] });
    const today = new Date();
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
    expect(messages({ ...valid, birthDate: seventeen })).toEqual({ birthDate: ['O usuário deve ter pelo menos 18 anos'] });
    expect(messages({ ...valid, birthDate: '1990-02-30' })).toEqual({ birthDate: ['Data inválida'] });
    expect(messages({ ...valid, birthDate: '2999-01-01' })).toMatchObject({ birthDate: expect.arrayContaining(['A data não pode estar no futuro']) });
  });

  it('names every missing field with “Este campo é obrigatório” or “Selecione uma opção”', () => {
    expect(messages({})).toEqual({
      name: ['Este campo é obrigatório'],
      email: ['Este campo é obrigatório'],
      cellphone: ['Este campo é obrigatório'],
      roleId: ['Selecione uma opção'],
      password: ['Este campo é obrigatório'],
      passwordConfirmation: ['Este campo é obrigatório'],
      document: ['Este campo é obrigatório'],
      birthDate: ['Este campo é obrigatório'],
      gender: ['Selecione uma opção'],
    });
  });

  it('says “Este campo é inválido” for a field sent with the wrong type, not that it is missing', () => {
    const wrong = messages({ ...valid, name: ['Beatriz'], email: { $gt: '' }, cellphone: 11987654321, password: true, document: ['1', '2'] });
    for (const field of ['name', 'email', 'cellphone', 'password', 'document']) expect(wrong[field]).toEqual(['Este campo é inválido']);
    expect(commonSchemas.uuidSchema.safeParse(undefined).error?.issues[0].message).toBe('Este campo é obrigatório');
    expect(commonSchemas.uuidSchema.safeParse(42).error?.issues[0].message).toBe('Este campo é inválido');
    expect(commonSchemas.uuidSchema.safeParse('abc').error?.issues[0].message).toBe('Este campo é inválido');
  });
});

describe('ZUserListRequest', () => {
  // In the test titles, "spec §N" is section N of docs/design/product-spec.md.
  it('defaults to page 1 of 20 (spec §9) and coerces query strings', () => {
    expect(ZUserListRequest.parse({})).toMatchObject({ page: 1, size: 20 });
    expect(ZUserListRequest.parse({ page: '3', size: '50' })).toMatchObject({ page: 3, size: 50 });
    expect(ZUserListRequest.safeParse({ size: 101 }).success).toBe(false);
  });
});

describe('no English message anywhere in the shared schemas', () => {
  const modules: Record<string, unknown> = { ...commonSchemas, ...authSchemas, ...userSchemas, ...catalogueSchemas, ...simulationSchemas, ...dealSchemas, ...customerSchemas };
  const schemas = Object.entries(modules).filter((e): e is [string, z.ZodType] => e[1] instanceof z.ZodType);

  it('finds the schemas to check', () => {
    expect(schemas.map(([name]) => name)).toEqual(expect.arrayContaining(['ZUserCreateRequest', 'ZLoginRequest', 'ZChangePasswordRequest', 'emailSchema', 'cpfSchema']));
  });

  const junk = fc.oneof(
    fc.anything(),
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(''),
    fc.constant('   '),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.string({ minLength: 200, maxLength: 600 }),
  );

  it.each(schemas)('%s', (_name, schema) => {
    const shape = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
    const inputs = shape.length ? fc.oneof(junk, fc.dictionary(fc.constantFrom(...shape), junk)) : junk;
    fc.assert(
      fc.property(inputs, (input) => {
        const r = schema.safeParse(input);
        if (r.success) return;
        for (const issue of r.error.issues) {
          expect(typeof issue.message).toBe('string');
          expect(issue.message.length).toBeGreaterThan(0);
          expect(issue.message, `${JSON.stringify(issue.path)} of ${JSON.stringify(input)?.slice(0, 80)}`).not.toMatch(ENGLISH);
        }
      }),
      { numRuns: 300 },
    );
  });
});
