import { isRealtyOperation } from '../../../../shared/deal-options.ts';
import { maskPhone } from '../../../../shared/format.ts';
import type { TSimulationParsed } from '../../../../shared/schemas/simulation.ts';
import { fromSimulation } from '../../../components/deals/form/deal-form-load.ts';
import type { PublicDealState } from './public-deal-state.ts';

/*
 * "Quero seguir com esta proposta": what the visitor typed on the broker's public simulator opens the
 * broker's public deal registration already filled. It travels in the tab's sessionStorage, under the key the
 * registration keeps its own state in — never in the address, so no CPF or income reaches a server log. Kept apart
 * from public-deal-state.ts so the simulator's results do not load the registration's validation.
 */

/** The sessionStorage key of a public registration's state in this tab. */
export const proposalStorageKey = (username: string, operationType: string) => `credito:cadastro-cliente:${username.toLowerCase()}:${operationType}`;

/** A vehicle picked from the catalogue on the vehicle simulator (its names come back with the catalogue's queries). */
export interface PickedVehicle {
  brandCode: string;
  modelCode: string;
  year: number;
}

/** What goes with the simulation into the proposal besides the form: the vehicle picked, the tab's lead key. */
export interface CarriedExtras {
  vehicle?: PickedVehicle;
  /** The key of the lead this tab's simulation made: sent with the proposal, it completes that lead. */
  leadKey?: string;
}

/** The registration's state as the simulation leaves it: the visitor as the main proponent, the operation's values. */
export function proposalFromSimulation(request: TSimulationParsed, contact: { cellphone: string; email: string }, { vehicle, leadKey }: CarriedExtras = {}): PublicDealState {
  const simulated = fromSimulation(request);
  const values = vehicle ? { ...simulated, brandCode: vehicle.brandCode, modelCode: vehicle.modelCode, year: String(vehicle.year) } : simulated;
  const [main, ...rest] = values.associates;
  const cellphone = contact.cellphone.trim() ? maskPhone(contact.cellphone) : main.cellphone;
  return { values: { ...values, associates: [{ ...main, cellphone, email: contact.email.trim() }, ...rest] }, notes: '', started: true, submitted: null, leadKey };
}

/** The route params of the registration's first person step for this simulation. */
export interface ProposalLink {
  assetSegment: string;
  operationType: string;
  tokenOrUsername: string;
  step: string;
}

/**
 * Writes the registration's state for this broker and operation and answers where its first person step is.
 * A registration already under way in this tab is replaced: the visitor asked to go on with this proposal.
 */
export function carryToProposal(
  storage: Pick<Storage, 'setItem'>,
  username: string,
  request: TSimulationParsed,
  contact: { cellphone: string; email: string },
  extras: CarriedExtras = {},
): ProposalLink {
  const state = proposalFromSimulation(request, contact, extras);
  try {
    storage.setItem(proposalStorageKey(username, request.type), JSON.stringify(state));
  } catch {
    // A full or disabled storage: the registration opens empty, which is still the right place.
  }
  const assetSegment = isRealtyOperation(request.type) ? 'Realty' : 'Vehicle';
  return { assetSegment, operationType: request.type, tokenOrUsername: username, step: request.forJuridicalPerson ? 'pessoa-juridica' : 'pessoa-fisica' };
}
