/** What the proofs send: deals, files and simulations as a broker's screens send them, from a seeded generator. */
import { createHash } from 'node:crypto';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { DENIAL_REASON, STATUS_REASON } from '../../../shared/options.ts';
import { PIPELINES, pipelineForOperation } from '../../../shared/pipelines.ts';
import type { TDealCreateRequest, TDealMoveRequest } from '../../../shared/schemas/deals.ts';

/** mulberry32: a small seeded generator, so a run's sequence of operations can be repeated. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** Picks a key by weight: { a: 3, b: 1 } gives "a" three times as often. */
export function weighted<K extends string>(random: () => number, weights: Record<K, number>): K {
  const entries = Object.entries(weights) as [K, number][];
  let r = random() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [k, w] of entries) {
    r -= w;
    if (r < 0) return k;
  }
  return entries[entries.length - 1][0];
}

/** A credit value in whole cents between R$ 100.000,00 and R$ 550.000,00 (under either real-estate LTV of a R$ 1 mi property). */
export function creditCents(random: () => number): number {
  return 10_000_000 + Math.floor(random() * 45_000_000);
}

/** A real-estate deal (financing or home equity) for one proponent with a fresh CPF; the marker goes in the defense. */
export function dealInput(random: () => number, marker: string, valueCents: number): TDealCreateRequest {
  return {
    operationType: random() < 0.7 ? 'Financing' : 'HomeEquity',
    operationValue: valueCents / 100,
    deadline: 240,
    objective: 'comprar',
    defense: marker,
    asset: { kind: 'realty', value: 1_000_000, type: 'apartamento', isPropertyAlreadyChosen: true, isRegistered: true },
    associates: [
      {
        main: true,
        personType: 'individual',
        type: 'CUSTOMER',
        name: pick(random, ['Helena Rocha', 'Mariana Costa', 'João Pereira', 'Ana Lima', 'Carlos Souza']),
        document: generateCpf(),
        birthDate: '1985-04-12',
        gender: 'feminino',
        maritalStatus: 'casado',
        motherName: 'Maria Souza',
        incomes: [{ mensalIncome: 25_000, professionalProfile: 'assalariado', main: true }],
      },
    ],
  };
}

/** A move to a random stage of the deal's board (a denial with its two reasons). */
export function moveInput(random: () => number, deal: { id: string; version: number; operationType: string }): TDealMoveRequest {
  const stages = pipelineForOperation(deal.operationType as (typeof PIPELINES)[number]['operationType']).stages;
  const stage = pick(random, stages).key;
  return {
    id: deal.id,
    stage,
    version: deal.version,
    ...(stage === 'denied' ? { statusReason: pick(random, Object.keys(STATUS_REASON)) as 'no_profile', detailedDenialReason: pick(random, Object.keys(DENIAL_REASON)) as 'blocked_contact' } : {}),
  };
}

/** The best-match simulation a broker runs for a home-equity customer. */
export function simulationInput(random: () => number) {
  return {
    type: 'HomeEquity',
    customer: { name: 'Maria Souza', document: '529.982.247-25', birthDate: '1975-03-10', income: 25_000 },
    assetValue: 600_000,
    operationValue: 100_000 + Math.floor(random() * 200) * 1_000,
    deadline: pick(random, [120, 180, 240]),
    isRegistered: true,
    numberOfAssociates: 1,
    gracePeriod: 0,
  };
}

/** A small, valid PDF whose bytes carry the marker (so each upload is a different file). */
export function pdfBytes(marker: string): Uint8Array<ArrayBuffer> {
  const text = `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${marker}\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
  return new TextEncoder().encode(text);
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export const PIPELINE_KEYS = PIPELINES.map((p) => p.key);
