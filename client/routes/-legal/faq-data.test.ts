import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../shared/format.ts';
import { centsToReais, PLANS } from '../../../shared/subscriptions.ts';
import { FAQ_GROUPS, filterFaq, normaliseSearch } from './faq-data.ts';

describe('FAQ search', () => {
  it('ignores case and accents', () => {
    expect(normaliseSearch('  Simulação ÁGIL ')).toBe('simulacao agil');
  });

  it('keeps only the questions with every word, in their groups', () => {
    const found = filterFaq(FAQ_GROUPS, 'iof imovel');
    expect(found.map((g) => g.id)).toEqual(['cet-iof']);
    expect(found[0].items.map((i) => i.id)).toEqual(['como-calcula-iof']);
  });

  it('an empty query shows everything; nonsense shows nothing', () => {
    expect(filterFaq(FAQ_GROUPS, '  ')).toBe(FAQ_GROUPS);
    expect(filterFaq(FAQ_GROUPS, 'xyzzy')).toEqual([]);
  });

  it('has unique question ids (they are the accordion values)', () => {
    const ids = FAQ_GROUPS.flatMap((g) => g.items.map((i) => `${g.id}/${i.id}`));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('quotes the plan prices from the subscription catalogue', () => {
    const plans = FAQ_GROUPS.flatMap((g) => g.items).find((i) => i.id === 'planos');
    for (const plan of Object.values(PLANS)) expect(plans?.answer[0]).toContain(`${plan.label}: ${formatMoney(centsToReais(plan.priceCents))}`);
    expect(plans?.answer[0]).toContain(`(em até ${PLANS.anual.maxInstalments}x sem juros)`);
  });
});
