/**
 * Pipelines and their stages (docs/design/product-spec.md §4, §9): two pipelines per asset segment, 12 real-estate
 * stages and 9 vehicle stages in order, each with a pt-BR label, a colour and an SLA in days (the time a deal should
 * stay in it).
 */
export type AssetSegment = 'Realty' | 'Vehicle';

export interface StageDefinition {
  key: string;
  label: string;
  color: string;
  /** Days a deal may stay in the stage before it is late (RED); YELLOW from 75 % of it. */
  slaDays: number;
  /** Closing stages have no SLA clock. */
  final?: boolean;
}

export const REALTY_STAGES: StageDefinition[] = [
  { key: 'newLead', label: 'Novos leads', color: 'gray', slaDays: 2 },
  { key: 'registration', label: 'Cadastro', color: 'blue', slaDays: 3 },
  { key: 'negotiation', label: 'Negociação', color: 'cyan', slaDays: 7 },
  { key: 'folderTreatment', label: 'Fechamento de pasta', color: 'teal', slaDays: 5 },
  { key: 'preAnalysis', label: 'Envio da proposta', color: 'green', slaDays: 3 },
  { key: 'creditAnalysis', label: 'Análise de crédito', color: 'lime', slaDays: 10 },
  { key: 'approved', label: 'Aprovado', color: 'yellow', slaDays: 5 },
  { key: 'legalReview', label: 'Formalização', color: 'orange', slaDays: 15 },
  { key: 'contractIssuance', label: 'Emissão de contrato', color: 'grape', slaDays: 7 },
  { key: 'propertyRegistry', label: 'Registro do imóvel', color: 'violet', slaDays: 30 },
  { key: 'completed', label: 'Liberação do crédito', color: 'indigo', slaDays: 0, final: true },
  { key: 'denied', label: 'Negado / declinado', color: 'red', slaDays: 0, final: true },
];

export const VEHICLE_STAGES: StageDefinition[] = [
  { key: 'registration', label: 'Cadastro', color: 'blue', slaDays: 2 },
  { key: 'folderTreatment', label: 'Fechamento de pasta', color: 'teal', slaDays: 3 },
  { key: 'analysis', label: 'Análise de crédito', color: 'lime', slaDays: 3 },
  { key: 'approved', label: 'Aprovado', color: 'yellow', slaDays: 3 },
  { key: 'inspection', label: 'Vistoria', color: 'orange', slaDays: 5 },
  { key: 'formalization', label: 'Formalização', color: 'grape', slaDays: 5 },
  { key: 'contract', label: 'Contrato', color: 'violet', slaDays: 5 },
  { key: 'completed', label: 'Liberação do crédito', color: 'indigo', slaDays: 0, final: true },
  { key: 'denied', label: 'Negado / declinado', color: 'red', slaDays: 0, final: true },
];

/**
 * How the customer reads a stage on the tracking link: the broker's words ("Novos leads", "Fechamento de pasta") say
 * little to someone waiting for credit. Stages not listed keep their label.
 */
export const CUSTOMER_STAGE_LABEL: Record<string, string> = {
  newLead: 'Proposta recebida',
  registration: 'Cadastro',
  negotiation: 'Conversa sobre as condições',
  folderTreatment: 'Conferência dos documentos',
  preAnalysis: 'Envio ao banco',
  analysis: 'Análise de crédito',
  legalReview: 'Análise jurídica do imóvel',
  inspection: 'Vistoria do veículo',
  contractIssuance: 'Emissão do contrato',
  contract: 'Assinatura do contrato',
  completed: 'Crédito liberado',
};

export type OperationType = 'Financing' | 'HomeEquity' | 'SimpleBest' | 'BestCar';

export interface PipelineDefinition {
  key: string;
  name: string;
  segment: AssetSegment;
  operationType: OperationType;
  stages: StageDefinition[];
}

/** Two per asset segment (docs/design/product-spec.md §9): each operation type has its board. */
export const PIPELINES: PipelineDefinition[] = [
  { key: 'realty-financing', name: 'Financiamento Imobiliário', segment: 'Realty', operationType: 'Financing', stages: REALTY_STAGES },
  { key: 'realty-home-equity', name: 'Home Equity', segment: 'Realty', operationType: 'HomeEquity', stages: REALTY_STAGES },
  { key: 'vehicle-financing', name: 'Financiamento de Veículos', segment: 'Vehicle', operationType: 'SimpleBest', stages: VEHICLE_STAGES },
  { key: 'vehicle-collateral', name: 'Crédito com Garantia de Veículo', segment: 'Vehicle', operationType: 'BestCar', stages: VEHICLE_STAGES },
];

/**
 * The board's URL slug (docs/design/product-spec.md §2): the name lower-cased, spaces to hyphens, anything else not
 * alphanumeric removed (accents are dropped first, so "Imobiliário" gives "imobiliario").
 */
export function pipelineSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

export const pipelineBySlug = (slug: string) => PIPELINES.find((p) => pipelineSlug(p.name) === slug);
export const pipelineByKey = (key: string) => PIPELINES.find((p) => p.key === key);
export const pipelineForOperation = (type: OperationType) => PIPELINES.find((p) => p.operationType === type)!;

/** Stages where a deal's process has ended (released or denied): no SLA runs there. */
/** The stage where the credit is released (every pipeline ends there; its commission is then due). */
export const RELEASED_STAGE = 'completed';

export const FINAL_STAGES: ReadonlySet<string> = new Set(PIPELINES.flatMap((p) => p.stages.filter((s) => s.final).map((s) => s.key)));

export type Semaphore = 'GREEN' | 'YELLOW' | 'RED';

/**
 * SLA signal from the time in stage (docs/design/product-spec.md §3): GREEN within
 * SLA, YELLOW at risk (≥ 75 %), RED outside.
 */
export function semaphore(stage: StageDefinition, daysInStage: number): Semaphore {
  if (stage.final || stage.slaDays <= 0) return 'GREEN';
  if (daysInStage > stage.slaDays) return 'RED';
  if (daysInStage >= stage.slaDays * 0.75) return 'YELLOW';
  return 'GREEN';
}
