import { describe, expect, it } from 'vitest';
import { COMMISSION_STATUSES } from '../../../../../shared/commissions.ts';
import { statusLabel } from './commissions-format.ts';

describe('commission status shown to people', () => {
  it('is words in pt-BR, never the numeric code of the integrations', () => {
    expect(COMMISSION_STATUSES.map(statusLabel)).toEqual(['Previsão', 'Nota fiscal pendente', 'Pagamento pendente', 'Pago', 'Cancelado']);
    for (const s of COMMISSION_STATUSES) expect(statusLabel(s)).not.toMatch(/\d|código/i);
  });
});
