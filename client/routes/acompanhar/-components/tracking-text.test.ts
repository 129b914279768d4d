import { describe, expect, it } from 'vitest';
import { missingDocumentsText } from './tracking-text.ts';

const docs = (...statuses: string[]) => statuses.map((status) => ({ status }));

describe('tracking page: what is still to send', () => {
  it('counts the refused documents as missing, and says so', () => {
    expect(missingDocumentsText(docs('received', 'approved'))).toBe('Todos os documentos foram enviados.');
    expect(missingDocumentsText(docs('pending', 'received'))).toBe('Falta 1 documento.');
    expect(missingDocumentsText(docs('pending', 'pending', 'received'))).toBe('Faltam 2 documentos.');
    expect(missingDocumentsText(docs('rejected', 'received'))).toBe('Falta 1 documento, recusado: envie de novo.');
    // An outside tester read "Faltam 9 documentos." above "1 de 9 enviados" after a refusal.
    expect(missingDocumentsText(docs('rejected', ...Array(8).fill('pending')))).toBe('Faltam 9 documentos, 1 deles recusado: envie de novo.');
    expect(missingDocumentsText(docs('rejected', 'rejected', 'pending'))).toBe('Faltam 3 documentos, 2 deles recusados: envie de novo.');
  });
});
