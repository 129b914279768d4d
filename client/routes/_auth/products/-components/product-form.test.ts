import { describe, expect, it } from 'vitest';
import { ZProductInput } from '../../../../../shared/schemas/catalogue.ts';
import { zodResolver } from '../../../../lib/form.ts';
import { emptyProduct, fitToSegment, type ProductValues, productInput, typeOptions } from './product-form.ts';

const BANK = '3f0b7a52-2a4e-4d8c-9a57-0c1f2b3d4e5f';
const valid: ProductValues = {
  ...emptyProduct(BANK),
  name: 'Casa Própria',
  segment: 'Real State',
  type: 'Financing',
  fee: 10.99,
  feeType: 'annual',
  minFee: 9.5,
  maxFee: 12,
  table: 'SAC',
  indexer: 'TR(Pós)',
  ltv: 80,
  minAssetValue: 150000,
  minCreditValue: 50000,
  deadlineMin: 60,
  deadlineMax: 360,
  availableAssetType: ['apartamento'],
};
const validate = zodResolver(ZProductInput, productInput);

describe('product form', () => {
  it('offers only the types of the chosen segment', () => {
    expect(typeOptions('Vehicular').map((o) => o.value)).toEqual(['SimpleBest', 'BestCar']);
    expect(typeOptions('Real State').map((o) => o.value)).toEqual(['Financing', 'HomeEquity']);
    expect(typeOptions(null)).toEqual([]);
  });

  it('drops the type and asset types of the other segment when the segment changes', () => {
    expect(fitToSegment(valid, 'Vehicular')).toEqual({ segment: 'Vehicular', type: null, availableAssetType: [] });
    expect(fitToSegment(valid, 'Real State')).toEqual({ segment: 'Real State', type: 'Financing', availableAssetType: ['apartamento'] });
  });

  it('says in one round that the rates or deadlines are crossed, even while another field is still missing', () => {
    const errors = validate({ ...valid, name: '', ltv: '', minFee: 12, maxFee: 9, fee: 15, deadlineMin: 360, deadlineMax: 60 });
    expect(errors).toMatchObject({
      name: 'Este campo é obrigatório',
      maxFee: 'A taxa máxima não pode ser menor do que a mínima',
      fee: 'A taxa deve estar entre a mínima e a máxima',
      deadlineMax: 'O prazo máximo não pode ser menor do que o mínimo',
    });
  });

  it('accepts a complete product and shows the shared messages for bad values', () => {
    expect(validate(valid)).toEqual({});
    expect(validate({ ...valid, fee: 0 }).fee).toBe('A taxa não pode ser igual a 0%');
    expect(validate({ ...valid, fee: 120 }).fee).toBe('A taxa não pode ser maior do que 100%');
    expect(validate({ ...valid, deadlineMax: 480 }).deadlineMax).toBe('O prazo máximo não pode ser maior do que 420 meses');
    expect(validate({ ...valid, minCreditValue: 500 }).minCreditValue).toBe('O valor mínimo é R$ 1.000,00');
    expect(validate({ ...valid, ltv: '' }).ltv).toBe('Este campo é obrigatório');
    expect(validate({ ...valid, financialInstitutionId: null }).financialInstitutionId).toBe('Selecione uma opção');
  });

  it('sends only the chosen kind of expense', () => {
    expect(productInput({ ...valid, expenseType: 'fixed', expenseValueFixed: 900, expenseValuePercentage: 2 })).toMatchObject({
      expenseValueFixed: 900,
      expenseValuePercentage: 0,
    });
    expect(productInput({ ...valid, expenseType: 'percentage', expenseValueFixed: 900, expenseValuePercentage: 2 })).toMatchObject({
      expenseValueFixed: 0,
      expenseValuePercentage: 2,
    });
  });

  it('sends the tariffs, the accepted tables, the LTV per table and SFH/SFI', () => {
    expect(productInput(valid)).toMatchObject({
      valuationFee: 0,
      contractFee: 0,
      lienRegistrationFee: 0,
      tariffsFinanced: false,
      acceptedTables: ['PRICE', 'SAC'],
      ltvPrice: null,
      ltvSac: null,
      housingSystem: null,
    });
    const rules = { ...valid, valuationFee: 3100, contractFee: '', tariffsFinanced: true, acceptedTables: ['SAC'], ltvPrice: '', ltvSac: 80, housingSystem: 'SFH' };
    expect(validate(rules)).toEqual({});
    expect(productInput(rules)).toMatchObject({ valuationFee: 3100, contractFee: 0, tariffsFinanced: true, acceptedTables: ['SAC'], ltvPrice: null, ltvSac: 80, housingSystem: 'SFH' });
    // SFH/SFI only classifies real estate: a vehicle product never carries a stale choice.
    expect(productInput({ ...rules, segment: 'Vehicular' }).housingSystem).toBeNull();
  });

  it('asks at least one accepted table and a per-table LTV within 1–100 %', () => {
    expect(validate({ ...valid, acceptedTables: [] }).acceptedTables).toBe('Selecione uma opção');
    expect(validate({ ...valid, ltvSac: 120 }).ltvSac).toBeDefined();
  });
});
