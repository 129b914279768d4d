import { describe, expect, it } from 'vitest';
import { MSG } from '../../../../shared/messages.ts';
import type { TSimulationParsed } from '../../../../shared/schemas/simulation.ts';
import { associateErrors, loadState, operationErrors, redirectFor, toPublicRequest } from './public-deal-state.ts';
import { carryToProposal } from './simulation-prefill.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}

const simulation: TSimulationParsed = {
  type: 'HomeEquity',
  forJuridicalPerson: false,
  customer: { name: 'Helena Lead', document: '52998224725', birthDate: '1975-03-10', income: 25000 },
  assetValue: 600000,
  assetType: 'casa',
  operationValue: 300000,
  deadline: 180,
  isRegistered: true,
  numberOfAssociates: 1,
  gracePeriod: 0,
  isFinancingExpensesRequired: false,
  simplesNacional: false,
  fgtsAmount: 0,
};

describe('"Quero seguir com esta proposta": the simulation carried into the public registration', () => {
  it('opens the person step of the same broker and operation, with the visitor, the contact and the values filled', () => {
    const storage = memoryStorage();
    const link = carryToProposal(storage, 'Demo-Credito', simulation, { cellphone: '11971234567', email: 'helena@example.com' });
    expect(link).toEqual({ assetSegment: 'Realty', operationType: 'HomeEquity', tokenOrUsername: 'Demo-Credito', step: 'pessoa-fisica' });

    const state = loadState(storage, 'demo-credito', 'HomeEquity');
    expect(state.started).toBe(true);
    expect(redirectFor(state, 'pessoa-fisica', 0)).toBeNull();
    expect(state.values.associates[0]).toMatchObject({
      main: true,
      name: 'Helena Lead',
      document: '529.982.247-25',
      birthDate: '10/03/1975',
      cellphone: '(11) 97123-4567',
      email: 'helena@example.com',
    });
    expect(state.values.associates[0].incomes[0].mensalIncome).toBe(25000);
    expect(state.values).toMatchObject({ operationType: 'HomeEquity', operationValue: 300000, assetValue: 600000, realtyType: 'casa', deadline: '180' });
  });

  it('a purchase carries the simulation’s down payment (price minus credit); a credit raised after it is refused on the down payment', () => {
    const storage = memoryStorage();
    carryToProposal(
      storage,
      'demo-credito',
      { ...simulation, type: 'Financing', assetType: 'apartamento', assetValue: 450000, operationValue: 315000, deadline: 240 },
      { cellphone: '11971234567', email: '' },
    );
    const { values } = loadState(storage, 'demo-credito', 'Financing');
    expect(values).toMatchObject({ assetValue: 450000, operationValue: 315000, downPayment: 135000 });
    expect(operationErrors(values)).toEqual({});
    expect(operationErrors({ ...values, operationValue: 340000 }).downPayment).toBe(
      'A entrada somada ao crédito não pode passar do valor do imóvel: com este crédito, a entrada vai até R$\u00a0110.000,00',
    );
  });

  it('a vehicle simulation opens the vehicle registration with the vehicle picked from the catalogue', () => {
    const storage = memoryStorage();
    const vehicleCase: TSimulationParsed = { ...simulation, type: 'SimpleBest', assetType: 'veiculo_leve', assetValue: 90000, operationValue: 60000, deadline: 48 };
    const link = carryToProposal(storage, 'demo-credito', vehicleCase, { cellphone: '', email: 'vera@example.com' }, { vehicle: { brandCode: '21', modelCode: '7542', year: 2024 } });
    expect(link).toMatchObject({ assetSegment: 'Vehicle', operationType: 'SimpleBest' });
    const state = loadState(storage, 'demo-credito', 'SimpleBest');
    expect(state.values).toMatchObject({ brandCode: '21', modelCode: '7542', year: '2024', typeVehicle: '1', assetValue: 90000, operationValue: 60000 });
  });

  it('carries the lead key of the simulator’s tab, sent with the proposal so it completes that lead', () => {
    const storage = memoryStorage();
    const leadKey = 'AbCdEfGhIjKlMnOpQrStUv';
    carryToProposal(storage, 'demo-credito', simulation, { cellphone: '11971234567', email: '' }, { leadKey });
    const state = loadState(storage, 'demo-credito', 'HomeEquity');
    expect(state.leadKey).toBe(leadKey);
    expect(toPublicRequest(state, 'demo-credito', true).leadKey).toBe(leadKey);
  });

  it('asks the main proponent for a celular or an e-mail before going on', () => {
    const storage = memoryStorage();
    carryToProposal(storage, 'demo-credito', simulation, { cellphone: '', email: '' });
    const state = loadState(storage, 'demo-credito', 'HomeEquity');
    expect(associateErrors(state.values, 0)['associates.0.cellphone']).toBe(MSG.contactRequired);
    const withEmail = { ...state.values, associates: [{ ...state.values.associates[0], email: 'helena@example.com' }] };
    expect(associateErrors(withEmail, 0)['associates.0.cellphone']).toBeUndefined();
  });
});
