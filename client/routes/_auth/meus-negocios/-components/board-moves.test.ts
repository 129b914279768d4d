import { describe, expect, it } from 'vitest';
import { dropTarget, findCard, moveCard, neighbourColumn, neighbours } from './board-moves.ts';
import type { Board, BoardCardData } from './board-types.ts';

const card = (id: string, value: number, extra: Partial<BoardCardData> = {}): BoardCardData => ({
  id,
  number: 1,
  customerName: `Cliente ${id}`,
  operationValue: value,
  bankName: null,
  owner: { id: 'u1', name: 'Ana' },
  origin: 'internal',
  daysInStage: 4,
  semaphore: 'YELLOW',
  version: 1,
  banks: [],
  hasOverdueTask: false,
  ...extra,
});

function board(): Board {
  return {
    pipeline: { key: 'realty-financing', name: 'Financiamento Imobiliário', slug: 'financiamento-imobiliario', segment: 'Realty' },
    columns: [
      { stage: 'newLead', label: 'Novos leads', color: 'gray', slaDays: 2, count: 3, totalValue: 600, cards: [card('a', 100), card('b', 200), card('c', 300)] },
      { stage: 'registration', label: 'Cadastro', color: 'blue', slaDays: 3, count: 1, totalValue: 1000, cards: [card('d', 1000)] },
      { stage: 'denied', label: 'Negado / declinado', color: 'red', slaDays: 0, count: 0, totalValue: 0, cards: [] },
    ],
  };
}

const ids = (b: Board, stage: string) => b.columns.find((c) => c.stage === stage)!.cards.map((c) => c.id);

describe('moving a card on the board', () => {
  it('moves between columns with counts, totals and a fresh SLA clock', () => {
    const next = moveCard(board(), 'b', 'registration', 0);
    expect(ids(next, 'newLead')).toEqual(['a', 'c']);
    expect(ids(next, 'registration')).toEqual(['b', 'd']);
    const [lead, registration] = next.columns;
    expect([lead.count, lead.totalValue, registration.count, registration.totalValue]).toEqual([2, 400, 2, 1200]);
    expect(findCard(next, 'b')?.card).toMatchObject({ daysInStage: 0, semaphore: 'GREEN' });
    expect(neighbours(next, 'b')).toEqual({ beforeId: null, afterId: 'd' });
  });

  it('reorders within a column without touching counts or the SLA clock', () => {
    const next = moveCard(board(), 'a', 'newLead', 2);
    expect(ids(next, 'newLead')).toEqual(['b', 'c', 'a']);
    expect(next.columns[0].count).toBe(3);
    expect(findCard(next, 'a')?.card.semaphore).toBe('YELLOW');
    expect(neighbours(next, 'a')).toEqual({ beforeId: 'c', afterId: null });
  });

  it('a card dropped last of a column the server sent in part goes to the end of the whole column', () => {
    const partial = board();
    partial.columns[1] = { ...partial.columns[1], count: 30 }; // 'd' and 29 more not sent
    const next = moveCard(partial, 'a', 'registration', 1);
    expect(ids(next, 'registration')).toEqual(['d', 'a']);
    expect(next.columns[1].count).toBe(31);
    expect(neighbours(next, 'a')).toEqual({ beforeId: null, afterId: null });
    expect(neighbours(moveCard(partial, 'a', 'registration', 0), 'a')).toEqual({ beforeId: null, afterId: 'd' });
  });

  it('leaves the board as it was for an unknown card or stage, and never mutates its input', () => {
    const before = board();
    const snapshot = JSON.stringify(before);
    expect(moveCard(before, 'zz', 'registration', 0)).toBe(before);
    expect(moveCard(before, 'a', 'nowhere', 0)).toBe(before);
    moveCard(before, 'a', 'registration', 1);
    expect(JSON.stringify(before)).toBe(snapshot);
  });

  it('drops onto a card to take its place, onto a column to go to its end, onto itself to do nothing', () => {
    const b = board();
    expect(dropTarget(b, 'a', { id: 'd' })).toEqual({ stage: 'registration', index: 0 });
    expect(dropTarget(b, 'a', { id: 'denied' })).toEqual({ stage: 'denied', index: 0 });
    expect(dropTarget(b, 'a', { id: 'registration' })).toEqual({ stage: 'registration', index: 1 });
    expect(dropTarget(b, 'a', { id: 'newLead' })).toEqual({ stage: 'newLead', index: 2 });
    expect(dropTarget(b, 'c', { id: 'newLead' })).toBeNull();
    expect(dropTarget(b, 'a', { id: 'a' })).toBeNull();
    expect(dropTarget(b, 'a', null)).toBeNull();
  });
});

describe('neighbourColumn (keyboard arrows)', () => {
  const stages = ['newLead', 'registration', 'negotiation'];
  it('right and left go to the next and previous column, whatever the cards around', () => {
    expect(neighbourColumn(stages, 'newLead', 'right')).toBe('registration');
    expect(neighbourColumn(stages, 'negotiation', 'left')).toBe('registration');
  });
  it('nothing past either end or from an unknown place', () => {
    expect(neighbourColumn(stages, 'negotiation', 'right')).toBeNull();
    expect(neighbourColumn(stages, 'newLead', 'left')).toBeNull();
    expect(neighbourColumn(stages, undefined, 'right')).toBeNull();
    expect(neighbourColumn(stages, 'other', 'right')).toBeNull();
  });
});
