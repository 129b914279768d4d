import { describe, expect, it } from 'vitest';
import { customerFacts, displayDocument } from './customer-format.ts';

describe('displayDocument', () => {
  it('punctuates a full CPF or CNPJ and keeps a masked one as the server sent it', () => {
    expect(displayDocument('individual', '52998224725')).toBe('529.982.247-25');
    expect(displayDocument('company', '12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(displayDocument('individual', '***.982.247-**')).toBe('***.982.247-**');
  });
});

describe('customerFacts', () => {
  const person = {
    personType: 'individual' as const,
    document: '52998224725',
    birthDate: '1985-04-12',
    gender: 'masculino',
    maritalStatus: 'viuvo',
    motherName: 'Rita',
    serasaScore: 810,
    email: null,
    cellphone: '11987654321',
  };
  it('labels a person in pt-BR and leaves out what is empty', () => {
    expect(Object.fromEntries(customerFacts(person))).toEqual({
      CPF: '529.982.247-25',
      Tipo: 'Pessoa física',
      'Data de nascimento': '12/04/1985',
      Gênero: 'Masculino',
      'Estado civil': 'Viúvo(a)',
      'Nome da mãe': 'Rita',
      'Score Serasa': '810',
      Celular: '(11) 98765-4321',
    });
  });
  it('a company has an opening date and no personal fields', () => {
    const f = Object.fromEntries(customerFacts({ ...person, personType: 'company', document: '11222333000181' }));
    expect(f).toMatchObject({ CNPJ: '11.222.333/0001-81', 'Data de abertura': '12/04/1985' });
    expect(f).not.toHaveProperty('Nome da mãe');
  });
});
