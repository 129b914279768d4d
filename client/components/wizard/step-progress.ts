export interface WizardStep {
  key: string;
  label: string;
}

export interface StepProgressText {
  /** "Etapa 2 de 4 · Operação". */
  text: string;
  /** How full the bar is, 0–100. */
  percent: number;
  /** The label of the step after this one, when there is one. */
  next?: string;
}

/** Where the user is in a wizard, in words and as a bar: "Etapa 2 de 4 · Operação", next "Renda", 50 %. */
export function stepProgress(steps: readonly Pick<WizardStep, 'label'>[], active: number): StepProgressText {
  const next = steps[active + 1]?.label;
  return {
    text: `Etapa ${active + 1} de ${steps.length} · ${steps[active]?.label ?? ''}`,
    percent: ((active + 1) / steps.length) * 100,
    ...(next ? { next } : {}),
  };
}
