import { describe, expect, it } from 'vitest';
import { stepProgress } from './step-progress.ts';

const STEPS = [
  { key: 'customer', label: 'Proponentes' },
  { key: 'operation', label: 'Operação' },
  { key: 'income', label: 'Renda' },
  { key: 'files', label: 'Arquivos' },
];

describe('a wizard says where the user is', () => {
  it('counts the steps with the current one named, the next one beside it', () => {
    expect(stepProgress(STEPS, 0)).toEqual({ text: 'Etapa 1 de 4 · Proponentes', percent: 25, next: 'Operação' });
    expect(stepProgress(STEPS, 1)).toEqual({ text: 'Etapa 2 de 4 · Operação', percent: 50, next: 'Renda' });
  });

  it('the last step has a full bar and nothing after it', () => {
    expect(stepProgress(STEPS, 3)).toEqual({ text: 'Etapa 4 de 4 · Arquivos', percent: 100 });
  });
});
