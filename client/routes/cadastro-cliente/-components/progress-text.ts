import { PROGRESS, progressIndex, type PublicStep } from './public-deal-state.ts';

/**
 * The line over the visitor's step and how full its bar is: "Etapa 3 de 5 · Operação". Once the proposal is sent the
 * flow is done: "Concluído" with a full bar, not "Etapa 5 de 5 · Arquivos" over "Proposta enviada!".
 */
export function progressText(step: PublicStep): { text: string; percent: number } {
  if (step === 'sucesso') return { text: 'Concluído', percent: 100 };
  const at = progressIndex(step);
  return { text: `Etapa ${at + 1} de ${PROGRESS.length} · ${PROGRESS[at].label}`, percent: ((at + 1) / PROGRESS.length) * 100 };
}
