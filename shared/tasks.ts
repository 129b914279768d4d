/**
 * Tasks (follow-up activities) of a deal or a customer: their kinds with pt-BR labels, and the task suggested after
 * a deal enters a stage (a company may override or switch off each stage's suggestion in Configurações).
 */
export const TASK_KINDS = ['call', 'whatsapp', 'visit', 'documents', 'other'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

export const TASK_KIND_LABEL: Record<TaskKind, string> = {
  call: 'Ligação',
  whatsapp: 'WhatsApp',
  visit: 'Visita',
  documents: 'Cobrança de documentos',
  other: 'Outra',
};

export interface StageTaskSuggestion {
  kind: TaskKind;
  title: string;
  /** Hours after the move the suggested task falls due. */
  dueInHours: number;
}

/**
 * Built-in suggestions by stage key (both pipelines of a segment share stage keys; 'approved' is in all four); a company's
 * own rows (Configurações › Tarefas sugeridas) override them or add others. Few on purpose: a prompt after every move
 * would be noise.
 */
export const DEFAULT_STAGE_TASKS: Record<string, StageTaskSuggestion> = {
  newLead: { kind: 'call', title: 'Ligar para o cliente', dueInHours: 2 },
  preAnalysis: { kind: 'call', title: 'Cobrar retorno do banco', dueInHours: 48 },
  approved: { kind: 'call', title: 'Agendar assinatura', dueInHours: 24 },
};

/** Most hours ahead a suggestion may fall due (90 days). */
export const MAX_DUE_IN_HOURS = 2160;
