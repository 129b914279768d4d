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
