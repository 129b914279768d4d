import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLES } from './permissions.ts';

describe('the commission permissions say whose forecast each one shows', () => {
  it('everyone who sees commissions sees the forecast of the same deals; only the company-wide permission widens both', () => {
    // "Previsão dos negócios em andamento" on /commissions follows the commissions' scope (commissionScope).
    expect(PERMISSIONS.commission.view).toBe('Ver as comissões e a previsão dos próprios negócios (ou as da filial, para quem vê os negócios da filial)');
    expect(PERMISSIONS.commission.viewCompany).toBe('Ver as comissões e a previsão de toda a empresa');
    // An operator has no company-wide view, yet is told the forecast of their own deals is theirs to see.
    expect(ROLES.operator.permissions).toContain('commission/view');
    expect(ROLES.operator.permissions).not.toContain('commission/viewCompany');
  });
});
