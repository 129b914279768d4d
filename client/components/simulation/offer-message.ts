import { formatMoney, formatRate } from '../../../shared/format.ts';
import type { SimulationOffer } from '../../../shared/schemas/simulation.ts';
import { cashAtSigningNote, cashAtSigningSummary, cetLabel, otherNotes, postFixedLine, projectionLine, tariffsSummary } from '../../../shared/simulation-offer-texts.ts';
import { SIMULATION_TEXTS } from '../../../shared/simulation-texts.ts';
import { firstName } from '../../lib/initials.ts';

// Apart from simulation-format.ts, which the public landing chunk loads for the form: only the result chunks need this.

/**
 * Lines describing an offer, for WhatsApp messages: the figures of the result card, the projection a post-fixed CET
 * assumes, the tariffs in the CET and the cash at signing, in the same words as the screens.
 */
export function describeOffer(o: SimulationOffer): string[] {
  const cash = o.cashAtSigning;
  return [
    `${o.bank.name} — ${o.productName}${o.postFixed ? ` (${SIMULATION_TEXTS.postFixedLabel})` : ''}`,
    `1ª parcela: ${formatMoney(o.firstInstallment)} · última: ${formatMoney(o.lastInstallment)}`,
    `${cetLabel(o)}: ${formatRate(o.cetMonthly, 'a.m.')} (${formatRate(o.cetAnnual, 'a.a.')})`,
    ...(o.projection ? [postFixedLine(o.projection), projectionLine(o.projection)] : []),
    ...otherNotes(o),
    tariffsSummary(o.tariffs),
    ...(cash ? [cashAtSigningSummary(cash), cashAtSigningNote(cash)] : []),
  ].filter((line): line is string => line !== null);
}

/** How the offers are ordered; indexed CETs are projections, and ranking never takes an index as zero. */
export function rankingNote(offers: Pick<SimulationOffer, 'projection'>[]): string {
  return offers.some((o) => o.projection) ? 'Do menor para o maior custo efetivo total (CET), projetado nos pós-fixados. ' : 'Do menor para o maior custo efetivo total (CET). ';
}

interface MessageCase {
  customerName: string;
  summary: string;
}

/**
 * The WhatsApp text a broker sends the customer: the case, the best offer and a link. A saved simulation links to
 * its public proposal page (the same figures, kept as saved); an unsaved result to the broker's own simulator.
 */
export function customerMessage(c: MessageCase, best: SimulationOffer | undefined, link: { kind: 'proposal' | 'simulator'; url: string }): string {
  return [
    `Olá, ${firstName(c.customerName)}! Segue a sua simulação.`,
    c.summary,
    ...(best ? ['', 'Melhor opção:', ...describeOffer(best)] : ['', 'Nenhum banco atende a este caso como está; vamos ajustar juntos.']),
    '',
    link.kind === 'proposal' ? `Veja a proposta completa: ${link.url}` : `Simule outros valores quando quiser: ${link.url}`,
  ].join('\n');
}
