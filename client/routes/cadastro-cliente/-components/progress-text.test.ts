import { describe, expect, it } from 'vitest';
import { progressText } from './progress-text.ts';

describe('the public registration says where the visitor is', () => {
  it('counts the steps with the current one named', () => {
    expect(progressText('inicio')).toEqual({ text: 'Etapa 1 de 5 · Início', percent: 20 });
    expect(progressText('pessoa-juridica').text).toBe('Etapa 2 de 5 · Proponentes');
    expect(progressText('dados-da-operacao').text).toBe('Etapa 3 de 5 · Operação');
    expect(progressText('arquivos').text).toBe('Etapa 5 de 5 · Arquivos');
  });

  it('the success step reads "Concluído" with a full bar, not as the documents step', () => {
    expect(progressText('sucesso')).toEqual({ text: 'Concluído', percent: 100 });
  });
});
