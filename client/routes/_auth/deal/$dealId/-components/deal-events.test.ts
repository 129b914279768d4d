import { describe, expect, it } from 'vitest';
import { REALTY_STAGES } from '../../../../../../shared/pipelines.ts';
import { byActorOf, type DealEvent, describeEvent, eventSentence, formatDays, lastResponsibleChange, relativeTime, stageHistory } from './deal-events.ts';

const at = (iso: string) => new Date(iso);
const event = (kind: string, data: Record<string, unknown>, createdAt = '2026-11-20T12:00:00Z', actorName: string | null = 'Maria Souza'): DealEvent => ({
  id: `${kind}-${createdAt}`,
  kind,
  data,
  createdAt: at(createdAt),
  actorName,
});

describe('describeEvent: every timeline event in plain pt-BR', () => {
  it('stage changes with the stage labels', () => {
    expect(eventSentence(event('stage_changed', { from: 'registration', to: 'negotiation' }), REALTY_STAGES)).toBe('Maria Souza moveu de Cadastro para Negociação');
  });

  it('a denial with its reasons', () => {
    const s = describeEvent(event('denied', { from: 'creditAnalysis', to: 'denied', statusReason: 'no_profile', detailedDenialReason: 'insufficient_or_unproven_income' }), REALTY_STAGES);
    expect(s).toEqual({ action: 'negou o negócio (estava em Análise de crédito)', detail: 'Motivo: Sem perfil — Renda insuficiente ou não comprovada' });
  });

  it('linking a person to the customer record says whom, and whether a customer was created', () => {
    expect(eventSentence(event('customer_linked', { name: 'Clara Visitante', created: false }), REALTY_STAGES)).toBe('Maria Souza vinculou Clara Visitante ao cliente existente');
    expect(eventSentence(event('customer_linked', { name: 'Clara Visitante', created: true }), REALTY_STAGES)).toBe('Maria Souza cadastrou Clara Visitante como cliente');
  });

  it('comments carry their text', () => {
    expect(describeEvent(event('comment', { comment: 'Cliente enviou os holerites' }), REALTY_STAGES)).toEqual({
      action: 'comentou',
      detail: 'Cliente enviou os holerites',
    });
  });

  it('a change of responsible names both people', () => {
    const e = event('responsible_changed', { from: { id: '1', name: 'Ana' }, to: { id: '2', name: 'Otávio' } });
    expect(eventSentence(e, REALTY_STAGES)).toBe('Maria Souza alterou o responsável de Ana para Otávio');
    expect(describeEvent(e, REALTY_STAGES).detail).toBeUndefined();
  });

  it('a change of responsible says whether the commission went along or stayed (paid or cancelled)', () => {
    const people = { from: { id: '1', name: 'Ana' }, to: { id: '2', name: 'Otávio' } };
    const detail = (commission: unknown) => describeEvent(event('responsible_changed', { ...people, commission }), REALTY_STAGES).detail;
    expect(detail({ followed: true, status: 'PREVISION' })).toBe('A comissão passou para Otávio');
    expect(detail({ followed: false, status: 'PAID' })).toBe('A comissão, já paga, continua com Ana');
    expect(detail({ followed: false, status: 'CANCELED' })).toBe('A comissão, cancelada, continua com Ana');
  });

  it('documents: sent, approved, refused with the reason', () => {
    expect(describeEvent(event('document_uploaded', { label: 'Carnê do IPTU' }), REALTY_STAGES).action).toBe('enviou o documento Carnê do IPTU');
    expect(describeEvent(event('document_approved', { label: 'Carnê do IPTU' }), REALTY_STAGES).action).toBe('aprovou o documento Carnê do IPTU');
    expect(describeEvent(event('document_rejected', { label: 'Carnê do IPTU', reason: 'Ilegível' }), REALTY_STAGES)).toEqual({
      action: 'recusou o documento Carnê do IPTU',
      detail: 'Motivo: Ilegível',
    });
  });

  it('creation with its first stage and origin; unknown kinds and missing actors still read well', () => {
    expect(describeEvent(event('created', { stage: 'newLead', origin: 'public' }), REALTY_STAGES)).toEqual({
      action: 'cadastrou o negócio em Novos leads',
      detail: 'Origem: Link público',
    });
    expect(describeEvent(event('updated', { sections: ['associates', 'operation'] }), REALTY_STAGES)).toEqual({
      action: 'atualizou os dados do negócio',
      detail: 'Alterou: proponentes, operação',
    });
    // A simulator's lead completed through the public link says so (the deal's origin changed with it).
    expect(eventSentence(event('updated', { sections: ['associates', 'incomes', 'operation'], actor: 'customer', via: 'public_link' }, undefined, null), REALTY_STAGES)).toBe(
      'O cliente enviou a proposta pelo link público',
    );
    expect(eventSentence(event('something_new', {}, undefined, null), REALTY_STAGES)).toBe('Sistema registrou uma alteração no negócio');
    // What the customer did through a public or tracking link is theirs, not the system's.
    expect(eventSentence(event('created', { stage: 'newLead', origin: 'public', actor: 'customer' }, undefined, null), REALTY_STAGES)).toBe('O cliente cadastrou o negócio em Novos leads');
    expect(eventSentence(event('document_uploaded', { label: 'Carnê do IPTU', actor: 'customer' }, undefined, null), REALTY_STAGES)).toBe('O cliente enviou o documento Carnê do IPTU');
    expect(describeEvent(event('stage_changed', { from: 'gone', to: 'negotiation' }), REALTY_STAGES).action).toBe('moveu de gone para Negociação');
  });

  it('a public proposal whose person already has one open through the link tells the broker which deal', () => {
    const one = event('public_duplicate', { dealNumbers: [12], documentLabel: 'CPF' }, undefined, null);
    expect(eventSentence(one, REALTY_STAGES)).toBe('Sistema encontrou outra proposta aberta com o mesmo CPF');
    expect(describeEvent(one, REALTY_STAGES).detail).toBe('Já existe uma proposta aberta com este CPF enviada pelo link público (negócio nº 12)');
    expect(describeEvent(event('public_duplicate', { dealNumbers: [3, 5], documentLabel: 'CNPJ' }, undefined, null), REALTY_STAGES)).toEqual({
      action: 'encontrou outras propostas abertas com o mesmo CNPJ',
      detail: 'Já existem propostas abertas com este CNPJ enviadas pelo link público (negócios nº 3 e 5)',
    });
  });

  it('a simulator lead whose contact another open lead has tells the broker which deal', () => {
    const one = event('lead_duplicate', { dealNumbers: [7] }, undefined, null);
    expect(eventSentence(one, REALTY_STAGES)).toBe('Sistema encontrou outro lead aberto com o mesmo contato');
    expect(describeEvent(one, REALTY_STAGES).detail).toBe('Já existe um lead aberto do simulador com este contato (negócio nº 7)');
    expect(describeEvent(event('lead_duplicate', { dealNumbers: [3, 5] }, undefined, null), REALTY_STAGES)).toEqual({
      action: 'encontrou outros leads abertos com o mesmo contato',
      detail: 'Já existem leads abertos do simulador com este contato (negócios nº 3 e 5)',
    });
  });
});

describe('stageHistory', () => {
  it('keeps stage changes and denials, oldest first, with the days spent before', () => {
    const events = [
      event('denied', { from: 'negotiation', to: 'denied', daysInPreviousStage: 4.2 }, '2026-11-22T10:00:00Z', 'Ana'),
      event('comment', { comment: 'oi' }, '2026-11-21T10:00:00Z'),
      event('stage_changed', { from: 'registration', to: 'negotiation', daysInPreviousStage: 0.3 }, '2026-11-18T10:00:00Z'),
    ];
    const steps = stageHistory(events, REALTY_STAGES);
    expect(steps.map((s) => [s.fromLabel, s.toLabel, s.denied, s.actor, s.daysInPrevious])).toEqual([
      ['Cadastro', 'Negociação', false, 'Maria Souza', 0.3],
      ['Negociação', 'Negado / declinado', true, 'Ana', 4.2],
    ]);
    expect(steps[1].toColor).toBe('red');
  });
});

describe('byActorOf', () => {
  it('says who did it after a participle, with the right contraction', () => {
    expect(byActorOf(event('created', {}))).toBe('por Maria Souza');
    expect(byActorOf(event('created', { actor: 'customer' }, undefined, null))).toBe('pelo cliente');
    expect(byActorOf(event('stage_changed', {}, undefined, null))).toBe('pelo sistema');
  });
});

describe('lastResponsibleChange', () => {
  it('is the newest hand-over, or null', () => {
    expect(lastResponsibleChange([event('comment', {})])).toBeNull();
    const last = lastResponsibleChange([
      event('responsible_changed', { from: { name: 'A' }, to: { name: 'B' } }, '2026-11-20T10:00:00Z', 'X'),
      event('responsible_changed', { from: { name: 'B' }, to: { name: 'C' } }, '2026-11-21T10:00:00Z', 'Y'),
    ]);
    expect(last).toEqual({ by: 'por Y', at: at('2026-11-21T10:00:00Z'), from: 'B', to: 'C' });
  });
});

describe('dates and durations', () => {
  const now = at('2026-11-22T12:00:00Z');
  it('relativeTime', () => {
    expect(relativeTime(at('2026-11-22T11:59:30Z'), now)).toBe('agora mesmo');
    expect(relativeTime(at('2026-11-22T11:55:00Z'), now)).toBe('há 5 minutos');
    expect(relativeTime(at('2026-11-22T09:00:00Z'), now)).toBe('há 3 horas');
    expect(relativeTime(at('2026-11-21T12:00:00Z'), now)).toBe('ontem');
    expect(relativeTime(at('2026-11-01T12:00:00Z'), now)).toBe('há 3 semanas');
    expect(relativeTime(at('2026-08-01T12:00:00Z'), now)).toBe('há 4 meses');
  });
  it('formatDays', () => {
    expect(formatDays(0.4)).toBe('menos de 1 dia');
    expect(formatDays(1)).toBe('1 dia');
    expect(formatDays(2.46)).toBe('2,5 dias');
  });
});
