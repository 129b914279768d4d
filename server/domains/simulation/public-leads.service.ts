import { formatMoney, onlyAlphanumeric } from '../../../shared/format.ts';
import { PUBLIC_DEAL_MESSAGES } from '../../../shared/messages.ts';
import { PRODUCT_TYPE, REALTY_TYPE } from '../../../shared/options.ts';
import { pipelineForOperation } from '../../../shared/pipelines.ts';
import type { TDealCreateParsed } from '../../../shared/schemas/deals.ts';
import type { SimulationResult, TSimulationParsed } from '../../../shared/schemas/simulation.ts';
import type { Database } from '../../db/database.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { hashToken } from '../auth/tokens.ts';
import { publish } from '../deals/board-events.ts';
import { insertDeal, publicSubmissionOf } from '../deals/create-deal.service.ts';
import { insertEvent } from '../deals/deal-timeline.repository.ts';
import { replaceAssociates, syncChecklist } from '../deals/deal-update.service.ts';
import { completeLeadOperation, findOwnLead, type LeadContact, lockBrokerLeads, openLeadNumbersByContact, setLeadKey, updateLeadOperation, updateLeadPerson } from '../deals/leads.repository.ts';
import { notify } from '../notifications/notifications.repository.ts';
import type { PublicBroker } from '../users/public-broker.service.ts';
import { saveFor } from './saved-simulations.service.ts';
import { run } from './simulation.service.ts';
import { VEHICLE_BRANDS } from './vehicle-catalogue.ts';

type Broker = PublicBroker;
/** What happened on the broker's board: a new lead, the visitor's open lead updated, or nothing (no contact given). */
export type LeadOutcome = 'created' | 'updated' | null;

/** The vehicle the visitor picked on the public vehicle simulator (FIPE-style codes), when they picked one. */
export interface PickedVehicle {
  brandCode: string;
  modelCode: string;
  year: number;
}

/** The picked vehicle with its catalogue names, or nothing when the codes name no vehicle of the catalogue. */
function vehicleOf(picked: PickedVehicle | undefined) {
  const brand = picked && VEHICLE_BRANDS.find((b) => b.code === picked.brandCode);
  const model = brand?.models.find((m) => m.code === picked!.modelCode);
  if (!picked || !brand || !model) return {};
  return { brand: { name: brand.name, code: brand.code }, model: { name: model.name, code: model.code, year: picked.year }, year: picked.year, fuel: model.fuel };
}

/**
 * The income the visitor typed, as a deal person's income (a company's is its monthly billing instead). The simulator
 * asks no professional profile: the income goes without one, and the broker picks it when completing the deal.
 */
export function leadIncomes(s: TSimulationParsed): TDealCreateParsed['associates'][number]['incomes'] {
  if (s.forJuridicalPerson) return [];
  return [{ mensalIncome: s.customer.income, main: true } as TDealCreateParsed['associates'][number]['incomes'][number]];
}

/** A simulation's case as a deal (lead) of the simulator: the visitor as typed, the values, the simulation attached. */
export function leadDeal(s: TSimulationParsed, contact: LeadContact, simulationId: string, vehicle?: PickedVehicle): TDealCreateParsed {
  const company = s.forJuridicalPerson;
  const asset: TDealCreateParsed['asset'] =
    s.type === 'Financing' || s.type === 'HomeEquity'
      ? {
          kind: 'realty',
          value: s.assetValue,
          type: s.assetType && Object.hasOwn(REALTY_TYPE, s.assetType) ? (s.assetType as keyof typeof REALTY_TYPE) : 'outros',
          // The public simulator asks neither question (its simulation assumes a registered property): unknown,
          // not a made-up answer, until the broker or the visitor's proposal gives it.
          isPropertyAlreadyChosen: null,
          isRegistered: null,
        }
      : // Without a vehicle picked from the catalogue, the broker completes brand, model and year when registering the deal.
        ({
          kind: 'vehicle',
          value: s.assetValue,
          type: s.assetType === 'veiculo_pesado' ? 'veiculo_pesado' : 'veiculo_leve',
          typeVehicle: s.assetType === 'veiculo_pesado' ? 3 : 1,
          ...vehicleOf(vehicle),
        } as TDealCreateParsed['asset']);
  return {
    operationType: s.type,
    origin: 'simulator',
    associates: [
      {
        main: true,
        notify: false,
        hasRestrictions: false,
        personType: company ? 'company' : 'individual',
        type: 'CUSTOMER',
        name: s.customer.name,
        document: onlyAlphanumeric(s.customer.document),
        // A company simulates without an opening date: the deal keeps none until the broker completes it.
        birthDate: s.customer.birthDate as string,
        email: contact.email ?? undefined,
        cellphone: contact.cellphone ?? undefined,
        monthlyBilling: company ? s.customer.income : undefined,
        incomes: leadIncomes(s),
      },
    ],
    operationValue: s.operationValue,
    deadline: s.deadline,
    asset,
    simulationId,
  };
}

/** The notice's second line: "Home equity de R$ 300.000,00 · negócio nº 12". */
const summary = (s: TSimulationParsed, number: number) => `${PRODUCT_TYPE[s.type]} de ${formatMoney(s.operationValue)} · negócio nº ${number}`;

/** Who simulates: how to reach them, the lead key of their tab, and the vehicle they picked. */
export interface SimulatorVisitor {
  contact: LeadContact;
  /** The random key the visitor's tab keeps (never stored in clear): the only proof that a lead is theirs. */
  leadKey?: string;
  vehicle?: PickedVehicle;
}

/**
 * A visitor's simulation on a broker's public page. The result is always theirs to see; with a contact (celular or
 * e-mail) the simulation is saved for the broker and becomes a lead on the broker's board — first stage, origin
 * simulator, the broker notified — or, when the tab that made an open lead on that board simulates again (its lead
 * key), updates that lead with the new simulation: a visitor trying values never fills the board with copies.
 * A celular or an e-mail is known to others and unlocks nothing (docs/design/security.md R12): a request without the
 * key, or whose lead staff linked to a stored customer, makes a new lead and gets the answer any new visitor gets; the
 * broker is told on the new lead (never the visitor) when another open lead has the same contact. The lead keeps its
 * own copy of what was typed and links to no stored customer. Without a contact nothing is kept: nobody could answer
 * the visitor.
 */
export async function simulateForLead(
  deps: Deps,
  broker: Broker,
  simulation: TSimulationParsed,
  { contact, leadKey, vehicle }: SimulatorVisitor,
  meta: RequestMeta,
): Promise<{ result: SimulationResult; lead: LeadOutcome }> {
  if (!contact.cellphone && !contact.email) return { result: await run(deps, broker.company_id, simulation), lead: null };
  const owner = { id: broker.id, companyId: broker.company_id, subsidiaryId: broker.subsidiary_id };
  const withContact = { ...simulation, customer: { ...simulation.customer, cellphone: contact.cellphone ?? undefined } };
  const { id: simulationId, result } = await saveFor(deps, owner, withContact, 'simulator', meta);
  const deal = leadDeal(simulation, contact, simulationId, vehicle);
  const pipelineKey = pipelineForOperation(deal.operationType).key;
  const customerName = simulation.customer.name;
  const keyHash = leadKey ? hashToken(leadKey) : null;

  const outcome = await deps.db.transaction().execute(async (trx) => {
    // One lead per broker at a time, so two quick submissions of one visitor cannot both find no lead and add two.
    await lockBrokerLeads(trx, broker.id);
    const open = keyHash ? await findOwnLead(trx, broker, pipelineKey, keyHash) : undefined;
    if (open) {
      await updateLeadOperation(trx, open.id, {
        operationType: deal.operationType,
        operationValue: deal.operationValue.toFixed(2),
        deadline: deal.deadline,
        asset: JSON.stringify(deal.asset),
        assetValue: deal.asset.value.toFixed(2),
        simulationId,
        publicSubmission: JSON.stringify({
          associates: deal.associates,
          operation: { operationType: deal.operationType, operationValue: deal.operationValue, deadline: deal.deadline, objective: null, asset: deal.asset },
        }),
      });
      const a = deal.associates[0];
      await updateLeadPerson(trx, open.associate_id, {
        personType: a.personType,
        name: a.name,
        document: a.document,
        birthDate: a.birthDate ?? null,
        cellphone: contact.cellphone,
        email: contact.email,
        monthlyBilling: a.monthlyBilling ?? null,
        incomes: a.incomes,
      });
      await insertEvent(trx, {
        dealId: open.id,
        companyId: broker.company_id,
        actorUserId: null,
        kind: 'simulation_added',
        data: { actor: 'customer', operationValue: deal.operationValue, deadline: deal.deadline },
      });
      await publish(trx, { companyId: broker.company_id, pipelineKey, dealId: open.id, kind: 'updated', actorUserId: null });
      await notify(trx, {
        userId: broker.id,
        companyId: broker.company_id,
        kind: 'deal.simulation_lead',
        title: `${customerName} simulou de novo pelo seu link`,
        body: summary(simulation, Number(open.number)),
        link: `/deal/${open.id}`,
      });
      return { dealId: open.id, lead: 'updated' as const };
    }
    const sameContact = await openLeadNumbersByContact(trx, broker, pipelineKey, contact);
    const created = await insertDeal(trx, { companyId: broker.company_id, subsidiaryId: broker.subsidiary_id, ownerId: broker.id, createdBy: null }, deal, { bankPartnerId: null, actor: null });
    if (keyHash) await setLeadKey(trx, created.id, keyHash);
    // Said by the system, on the broker's side only: the visitor's answer is the same either way.
    if (sameContact.length) await insertEvent(trx, { dealId: created.id, companyId: broker.company_id, actorUserId: null, kind: 'lead_duplicate', data: { dealNumbers: sameContact } });
    await notify(trx, {
      userId: broker.id,
      companyId: broker.company_id,
      kind: 'deal.simulation_lead',
      title: `Novo lead pelo seu simulador: ${customerName}`,
      body: [summary(simulation, created.number), ...(sameContact.length ? [PUBLIC_DEAL_MESSAGES.openLeadWithSameContact(sameContact)] : [])].join('. '),
      link: `/deal/${created.id}`,
    });
    return { dealId: created.id, lead: 'created' as const };
  });
  deps.caches.dropDealList(broker.company_id);

  await recordAudit(deps.db, { companyId: broker.company_id, actorUserId: null, action: `deal.simulation_lead.${outcome.lead}`, entity: 'deal', entityId: outcome.dealId }, meta);
  return { result, lead: outcome.lead };
}

/**
 * "Quero seguir com esta proposta" sent: the open lead of the simulator that this visitor's tab made on this board (the
 * lead key the proposal carries) becomes the proposal — its people and operation as sent, the checklist, origin public,
 * the simulation kept — instead of adding a second card. A proposal without the key, or whose lead staff linked to a
 * stored customer, completes nothing, whatever its CPF and contact (docs/design/security.md R12). Answers the deal, or
 * null to create one. Inside the caller's transaction (public-deals.service submit, under its per-broker lock).
 */
export async function completeLead(
  trx: Database,
  broker: { id: string; company_id: string },
  deal: TDealCreateParsed,
  leadKey: string | undefined,
): Promise<{ id: string; number: number; pipelineKey: string } | null> {
  if (!leadKey) return null;
  const pipelineKey = pipelineForOperation(deal.operationType).key;
  const lead = await findOwnLead(trx, broker, pipelineKey, hashToken(leadKey));
  if (!lead) return null;
  await completeLeadOperation(trx, lead.id, {
    operationValue: deal.operationValue.toFixed(2),
    objective: deal.objective ?? null,
    deadline: deal.deadline,
    downPayment: deal.downPayment?.toFixed(2) ?? null,
    financedValue: deal.financedValue?.toFixed(2) ?? null,
    isPropertyAlreadyChosen: deal.asset.kind === 'realty' ? deal.asset.isPropertyAlreadyChosen : null,
    asset: JSON.stringify(deal.asset),
    assetValue: deal.asset.value.toFixed(2),
    publicSubmission: JSON.stringify(publicSubmissionOf(deal)),
  });
  const people = await replaceAssociates(trx, null, lead.id, broker.company_id, deal.associates);
  await syncChecklist(trx, lead.id, broker.company_id, deal.asset.kind, people);
  // Said as what happened (the lead from the simulator became a proposal through the link): the deal's origin now
  // reads "Link público" while its creation still says "Simulador".
  await insertEvent(trx, {
    dealId: lead.id,
    companyId: broker.company_id,
    actorUserId: null,
    kind: 'updated',
    data: { sections: ['associates', 'incomes', 'operation'], actor: 'customer', via: 'public_link' },
  });
  await publish(trx, { companyId: broker.company_id, pipelineKey, dealId: lead.id, kind: 'updated', actorUserId: null });
  return { id: lead.id, number: Number(lead.number), pipelineKey };
}
