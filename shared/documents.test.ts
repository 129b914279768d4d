import { describe, expect, it } from 'vitest';
import { buildChecklist, documentUploadClosed } from './documents.ts';
import { anonymousDocument } from './format.ts';

describe('document checklist', () => {
  it('real estate with a salaried and an entrepreneur proponent, duplicates folded per person', () => {
    const list = buildChecklist('realty', [
      { id: 'a', name: 'Ana', personType: 'individual', professionalProfiles: ['assalariado'] },
      { id: 'b', name: 'Beto', personType: 'individual', professionalProfiles: ['empresario', 'autonomo'] },
    ]);
    expect(list.filter((i) => i.associateId === null).map((i) => i.key)).toEqual(['iptu', 'matricula', 'fotos_imovel']);
    expect(list.filter((i) => i.associateId === 'a').map((i) => i.key)).toEqual(['identidade', 'comprovante_endereco', 'certidao_estado_civil', 'holerites', 'carteira_trabalho', 'irpf']);
    expect(list.filter((i) => i.associateId === 'b').map((i) => i.key)).toEqual(['identidade', 'comprovante_endereco', 'certidao_estado_civil', 'contrato_social', 'faturamento', 'extratos', 'irpf']);
    expect(list.find((i) => i.associateId === 'a' && i.key === 'holerites')?.label).toBe('Três últimos holerites — Ana');
  });

  it('a company proponent and an entrepreneur partner: the articles of association and the revenue asked once, of the company', () => {
    const company = { id: 'c', name: 'Transportes Ltda', personType: 'company' as const, professionalProfiles: [] };
    const partner = { id: 'p', name: 'Paula', personType: 'individual' as const, professionalProfiles: ['empresario'] };
    for (const associates of [
      [company, partner],
      [partner, company],
    ]) {
      const list = buildChecklist('realty', associates);
      const articles = list.filter((i) => i.key === 'contrato_social');
      expect(articles).toEqual([{ key: 'contrato_social', label: 'Contrato social e alterações — Transportes Ltda', associateId: 'c' }]);
      expect(list.some((i) => i.label.startsWith('Contrato social da empresa'))).toBe(false);
      expect(list.filter((i) => i.key === 'faturamento')).toEqual([{ key: 'faturamento', label: 'Relação de faturamento dos últimos 12 meses — Transportes Ltda', associateId: 'c' }]);
      // Nothing else is lost: every other document of both stays where it was.
      expect(list.filter((i) => i.associateId === 'c').map((i) => i.key)).toEqual(['contrato_social', 'cartao_cnpj', 'faturamento']);
      expect(list.filter((i) => i.associateId === 'p').map((i) => i.key)).toEqual(['identidade', 'comprovante_endereco', 'certidao_estado_civil', 'extratos', 'irpf']);
      expect(list.filter((i) => i.associateId === null)).toHaveLength(3);
    }
  });

  it('without a company proponent, an entrepreneur still brings the articles of association of their company', () => {
    const list = buildChecklist('vehicle', [{ id: 'p', name: 'Paula', personType: 'individual', professionalProfiles: ['empresario'] }]);
    expect(list.find((i) => i.key === 'contrato_social')).toEqual({ key: 'contrato_social', label: 'Contrato social da empresa — Paula', associateId: 'p' });
  });

  it('vehicle with a company proponent', () => {
    const list = buildChecklist('vehicle', [{ id: 'c', name: 'Transportes Ltda', personType: 'company', professionalProfiles: [] }]);
    expect(list.map((i) => i.key)).toEqual(['cnh', 'autorizacao_transferencia', 'contrato_social', 'cartao_cnpj', 'faturamento']);
  });
});

describe('which checklist items still take a file', () => {
  const people = [
    { id: 'main', main: true, document: anonymousDocument('8d0f4a52-1111-4c3b-9f00-123456789abc') },
    { id: 'spouse', main: false, document: '52998224725' },
  ];

  it('a denied deal takes none; a deal taken on again does', () => {
    expect(documentUploadClosed({ stage: 'denied' }, { associateId: 'spouse' }, people)).toBe('denied');
    expect(documentUploadClosed({ stage: 'registration' }, { associateId: 'spouse' }, people)).toBeNull();
  });

  it('an anonymised person’s items take none, nor the asset’s when that person is the main proponent', () => {
    expect(documentUploadClosed({ stage: 'registration' }, { associateId: 'main' }, people)).toBe('anonymised');
    expect(documentUploadClosed({ stage: 'registration' }, { associateId: null }, people)).toBe('anonymised');
    expect(documentUploadClosed({ stage: 'registration' }, { associateId: null }, [{ ...people[0], document: '52998224725' }])).toBeNull();
  });
});
