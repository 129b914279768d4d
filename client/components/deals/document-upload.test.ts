import { describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.ts';
import { checkDocumentFiles, checklistProgress, type DealDocumentItem, formatFileSize, groupChecklist, zoneText } from './document-upload.ts';

const file = (name: string, size = 1000, type = '') => ({ name, size, type });

// In the test titles, "spec §N" is section N of docs/design/product-spec.md.
describe('checkDocumentFiles (spec §8 messages, before anything is sent)', () => {
  it('lets one PDF, PNG or JPG up to 2,000,000 bytes through', () => {
    expect(checkDocumentFiles([file('matricula.pdf', 2_000_000, 'application/pdf')])).toBeNull();
    expect(checkDocumentFiles([file('FOTO.JPEG', 10, 'image/jpeg')])).toBeNull();
    expect(checkDocumentFiles([file('iptu.png')])).toBeNull();
    expect(checkDocumentFiles([])).toBeNull();
  });

  it('refuses more than one file', () => {
    expect(checkDocumentFiles([file('a.pdf'), file('b.pdf')])).toBe('Limite de arquivos excedido!');
  });

  it('refuses other extensions, and says a known-bad type behind an allowed name is corrupt or of another type', () => {
    expect(checkDocumentFiles([file('setup.exe', 10, 'application/x-msdownload')])).toBe('A extensão do arquivo não é permitida');
    expect(checkDocumentFiles([file('sem-extensao')])).toBe('A extensão do arquivo não é permitida');
    expect(checkDocumentFiles([file('planilha.pdf', 10, 'application/vnd.ms-excel')])).toBe('Arquivo corrompido ou de tipo diferente do nome');
    expect(checkDocumentFiles([file('imagem.gif', 10, 'image/gif')])).toBe('A extensão do arquivo não é permitida');
  });

  it('says an empty file is empty, not a missing field', () => {
    expect(checkDocumentFiles([file('vazio.pdf', 0, 'application/pdf')])).toBe('O arquivo está vazio.');
  });

  it('says a size the same way on the list and in "Arquivo muito grande", rounded up against the 2 MB limit', () => {
    const pdf = 2_614_266;
    expect(formatFileSize(pdf)).toBe('2,7 MB');
    expect(MSG.fileTooLarge(pdf)).toBe('Arquivo muito grande (2,7 MB). O tamanho máximo é 2 MB');
    expect(zoneText({ kind: 'error', name: 'contrato.pdf', size: pdf, message: MSG.fileTooLarge(pdf) })).toBe('contrato.pdf · 2,7 MB · não enviado');
    expect(zoneText({ kind: 'error', name: '2 arquivos', size: 0, message: MSG.fileLimit, count: 2 })).toBe('2 arquivos · não enviados');
    expect(zoneText({ kind: 'done', name: 'iptu.pdf', size: 1000 })).toBe('iptu.pdf · 1 KB · enviado');
  });

  it('refuses a file over 2 MB, saying its size', () => {
    expect(checkDocumentFiles([file('grande.pdf', 2_000_001, 'application/pdf')])).toBe('Arquivo muito grande (2,1 MB). O tamanho máximo é 2 MB');
    expect(checkDocumentFiles([file('grande.pdf', 3_450_000, 'application/pdf')])).toBe('Arquivo muito grande (3,5 MB). O tamanho máximo é 2 MB');
  });
});

const doc = (id: string, label: string, associateId: string | null, status: DealDocumentItem['status'] = 'pending'): DealDocumentItem => ({
  id,
  key: id,
  label,
  status,
  associateId,
  fileName: null,
  size: null,
  uploadedAt: null,
  uploadedBy: null,
  rejectionReason: null,
});

describe('groupChecklist', () => {
  it('puts the asset first, then each associate in order, without repeating the name in the labels', () => {
    const groups = groupChecklist(
      [doc('1', 'Carnê do IPTU', null), doc('2', 'Três últimos holerites — Ana Lima', 'a1'), doc('3', 'Cartão CNPJ — Lima Ltda', 'a2'), doc('4', 'Extratos — Zé', 'gone')],
      [
        { id: 'a1', name: 'Ana Lima', main: true, type: 'CUSTOMER' },
        { id: 'a2', name: 'Lima Ltda', main: false, type: 'CUSTOMER' },
        { id: 'a3', name: 'Sem Documentos', main: false, type: 'SELLER' },
      ],
      'realty',
    );
    expect(groups.map((g) => [g.title, g.role])).toEqual([
      ['Imóvel', undefined],
      ['Ana Lima', 'Proponente principal'],
      ['Lima Ltda', 'Cliente'],
      ['Outros documentos', undefined],
    ]);
    expect(groups[1].items[0].label).toBe('Três últimos holerites');
    expect(groups[3].items[0].label).toBe('Extratos — Zé');
    // What the buttons say names the person, so two people's identical items never read the same.
    expect(groups[1].items[0].name).toBe('Três últimos holerites — Ana Lima');
    expect(groups[0].items[0].name).toBe('Carnê do IPTU');
  });

  it('names each person’s item for the screen reader, also when two people have the same documents', () => {
    const groups = groupChecklist(
      [doc('1', 'Documento de identidade (RG ou CNH) — Bruna Castro', 'a1'), doc('2', 'Documento de identidade (RG ou CNH) — Carlos Castro', 'a2')],
      [
        { id: 'a1', name: 'Bruna Castro', main: true, type: 'CUSTOMER' },
        { id: 'a2', name: 'Carlos Castro', main: false, type: 'CUSTOMER' },
      ],
      'realty',
    );
    expect(groups.flatMap((g) => g.items.map((i) => i.name))).toEqual(['Documento de identidade (RG ou CNH) — Bruna Castro', 'Documento de identidade (RG ou CNH) — Carlos Castro']);
  });

  it('names the vehicle group', () => {
    expect(groupChecklist([doc('1', 'CNH', null)], [], 'vehicle')[0].title).toBe('Veículo');
  });
});

describe('checklistProgress', () => {
  it('counts what was sent, approved and refused', () => {
    expect(checklistProgress([{ status: 'pending' }, { status: 'pending' }])).toBe('0 de 2 enviados');
    expect(checklistProgress([{ status: 'received' }, { status: 'approved' }, { status: 'rejected' }, { status: 'pending' }])).toBe('3 de 4 enviados · 1 aprovado · 1 recusado');
    expect(checklistProgress([{ status: 'rejected' }, { status: 'rejected' }, { status: 'pending' }])).toBe('2 de 3 enviados · 2 recusados');
    expect(checklistProgress([{ status: 'received' }, { status: 'pending' }])).toBe('1 de 2 enviados');
    expect(checklistProgress([{ status: 'approved' }])).toBe('1 de 1 enviado · 1 aprovado');
  });
});

describe('formatFileSize', () => {
  it('says kilobytes under a megabyte, megabytes above', () => {
    expect(formatFileSize(62)).toBe('1 KB');
    expect(formatFileSize(38_400)).toBe('38 KB');
    // Megabytes round up, as the "Arquivo muito grande" message does: the limit itself is "2 MB", a byte more is not.
    expect(formatFileSize(1_540_000)).toBe('1,6 MB');
    expect(formatFileSize(2_000_000)).toBe('2 MB');
    expect(formatFileSize(2_000_001)).toBe('2,1 MB');
  });
});
