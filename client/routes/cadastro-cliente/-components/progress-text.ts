import { type StepProgressText, stepProgress } from '../../../components/wizard/step-progress.ts';
import { PROGRESS, type PublicStep, progressIndex } from './public-deal-state.ts';

/**
 * The line over the visitor's step and how full its bar is: "Etapa 3 de 5 · Operação". Once the proposal is sent the
 * flow is done: "Concluído" with a full bar, not "Etapa 5 de 5 · Arquivos" over "Proposta enviada!".
 */
export function progressText(step: PublicStep): StepProgressText {
  if (step === 'sucesso') return { text: 'Concluído', percent: 100 };
  // The visitor's line names the current step only: a step may span several screens (one per proponent).
  const { text, percent } = stepProgress(PROGRESS, progressIndex(step));
  return { text, percent };
}
