/**
 * Option sets of docs/design/product-spec.md §3 with pt-BR labels. Values are the
 * spec's keys; labels are what users read.
 */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

function options<V extends string>(labels: Record<V, string>): Option<V>[] {
  return (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }));
}

export const MARITAL_STATUS = {
  solteiro: 'Solteiro(a)',
  casado: 'Casado(a)',
  uniao_estavel: 'União estável',
  separado: 'Separado(a)',
  divorciado: 'Divorciado(a)',
  viuvo: 'Viúvo(a)',
  desquitado: 'Desquitado(a)',
} as const;
export const GENDER = { feminino: 'Feminino', masculino: 'Masculino', nao_informado: 'Prefiro não informar', outros: 'Outros' } as const;
export const PROFESSIONAL_PROFILE = {
  assalariado: 'Assalariado',
  aposentado: 'Aposentado',
  pensionista: 'Pensionista',
  autonomo: 'Autônomo',
  empresario: 'Empresário',
  profissional_liberal: 'Profissional liberal',
  funcionario_publico: 'Funcionário público',
  desempregado: 'Desempregado',
} as const;
/** The admission-date label varies by professional profile (docs/design/product-spec.md §3). */
export const ADMISSION_DATE_LABEL: Record<keyof typeof PROFESSIONAL_PROFILE, string> = {
  empresario: 'Data de abertura da empresa',
  assalariado: 'Data de admissão',
  autonomo: 'Início da atividade',
  aposentado: 'Data da aposentadoria',
  pensionista: 'Início da pensão',
  funcionario_publico: 'Data de posse',
  profissional_liberal: 'Início da atividade',
  desempregado: 'Data do desligamento',
};
export const REGIONS = { centroOeste: 'Centro-Oeste', nordeste: 'Nordeste', norte: 'Norte', sudeste: 'Sudeste', sul: 'Sul' } as const;
export type Region = keyof typeof REGIONS;
export const STATES: Record<string, { name: string; region: Region }> = {
  AC: { name: 'Acre', region: 'norte' },
  AL: { name: 'Alagoas', region: 'nordeste' },
  AP: { name: 'Amapá', region: 'norte' },
  AM: { name: 'Amazonas', region: 'norte' },
  BA: { name: 'Bahia', region: 'nordeste' },
  CE: { name: 'Ceará', region: 'nordeste' },
  DF: { name: 'Distrito Federal', region: 'centroOeste' },
  ES: { name: 'Espírito Santo', region: 'sudeste' },
  GO: { name: 'Goiás', region: 'centroOeste' },
  MA: { name: 'Maranhão', region: 'nordeste' },
  MT: { name: 'Mato Grosso', region: 'centroOeste' },
  MS: { name: 'Mato Grosso do Sul', region: 'centroOeste' },
  MG: { name: 'Minas Gerais', region: 'sudeste' },
  PA: { name: 'Pará', region: 'norte' },
  PB: { name: 'Paraíba', region: 'nordeste' },
  PR: { name: 'Paraná', region: 'sul' },
  PE: { name: 'Pernambuco', region: 'nordeste' },
  PI: { name: 'Piauí', region: 'nordeste' },
  RJ: { name: 'Rio de Janeiro', region: 'sudeste' },
  RN: { name: 'Rio Grande do Norte', region: 'nordeste' },
  RS: { name: 'Rio Grande do Sul', region: 'sul' },
  RO: { name: 'Rondônia', region: 'norte' },
  RR: { name: 'Roraima', region: 'norte' },
  SC: { name: 'Santa Catarina', region: 'sul' },
  SP: { name: 'São Paulo', region: 'sudeste' },
  SE: { name: 'Sergipe', region: 'nordeste' },
  TO: { name: 'Tocantins', region: 'norte' },
};
export const PRODUCT_SEGMENT = { Vehicular: 'Veicular', 'Real State': 'Imobiliário' } as const;
export const ASSET_SEGMENT = { Realty: 'Imóvel', Vehicle: 'Veículo' } as const;
export const INDEXER = { 'TR(Pós)': 'TR (pós-fixado)', 'CDI(Pós)': 'CDI (pós-fixado)', Fixa: 'Taxa fixa', 'IPCA(Pós)': 'IPCA (pós-fixado)' } as const;
export const INSURER = { default: 'Padrão do banco', itau: 'Itaú', zurich: 'Zurich', mapfre: 'Mapfre' } as const;
export const AMORTIZATION_TABLE = { PRICE: 'PRICE', SAC: 'SAC' } as const;
export const OPERATIONS_VOLUME = { none: 'Nenhum', low: 'Até R$ 500 mil', medium: 'R$ 500 mil a R$ 1 milhão', high: 'R$ 1 milhão a R$ 2 milhões', veryHigh: 'Acima de R$ 2 milhões' } as const;
export const OPERATION_TYPE = { Financing: 'Financiamento imobiliário', HomeEquity: 'Home equity', BestCar: 'Crédito com garantia de veículo' } as const;
export const PRODUCT_TYPE = { ...OPERATION_TYPE, SimpleBest: 'Financiamento de veículo' } as const;
export const VEHICLE_TYPE = { '1': 'Leve', '3': 'Pesado' } as const;
export const VEHICLE_ASSET = { veiculo_leve: 'Veículo leve', veiculo_pesado: 'Veículo pesado' } as const;
export const EXPENSE_TYPE = { fixed: 'Valor fixo', percentage: 'Percentual' } as const;
export const COMMISSION_STATUS = { PAID: 'Pago', CANCELED: 'Cancelado', PREVISION: 'Previsão', PENDING_INVOICE: 'Nota fiscal pendente', PAYMENT_PENDING: 'Pagamento pendente' } as const;
/** Numeric reading of the commission status (docs/design/product-spec.md §3); `none` = not registered. */
export const COMMISSION_STATUS_CODE = { PAID: 1, CANCELED: 2, PREVISION: 3, PENDING_INVOICE: 4, PAYMENT_PENDING: 5 } as const;
export const TRANSACTION_STATUS = { PENDING: 'Pendente', PAID: 'Pago', CANCELED: 'Cancelado' } as const;
export const TRANSACTION_STATUS_CODE = { PENDING: 1, PAID: 2, CANCELED: 3 } as const;
export const TRANSACTION_FLOW = { '1': 'Entrada', '2': 'Saída' } as const;
/** Where a saved simulation came from: the broker's screen or the public simulator. */
export const SIMULATION_ORIGIN = { internal: 'Interna', simulator: 'Simulador público' } as const;
export const DEAL_ORIGIN = { bext: 'Bext', simulator: 'Simulador', public: 'Link público', internal: 'Interno' } as const;
export const CONTACT_TYPE = { cellphone: 'Celular', email: 'E-mail', site: 'Site', phone: 'Telefone' } as const;
export const REALTY_TYPE = {
  casa: 'Casa',
  sala: 'Sala comercial',
  galpao: 'Galpão',
  fabrica: 'Fábrica',
  apartamento: 'Apartamento',
  terreno: 'Terreno',
  terreno_em_condominio: 'Terreno em condomínio',
  outros: 'Outros',
} as const;
export const ASSOCIATE_TYPE = { CUSTOMER: 'Cliente', SELLER: 'Vendedor' } as const;
export const CREDIT_OBJECTIVE = { comprar: 'Comprar', investir: 'Investir', capital_de_giro: 'Capital de giro', quitar_dividas: 'Quitar dívidas', outros: 'Outros' } as const;
export const STATUS_REASON = { no_interest: 'Sem interesse', no_contact: 'Sem contato', no_profile: 'Sem perfil' } as const;
export const DENIAL_REASON = {
  best_proposal_in_the_competition: 'Melhor proposta na concorrência',
  blocked_contact: 'Contato bloqueado',
  denied_due_to_financial_profile: 'Negado pelo perfil financeiro',
  denied_due_to_restrictive_impediments: 'Negado por impedimentos restritivos',
  did_not_return_contact: 'Não retornou o contato',
  doesnt_comply_policy: 'Não atende à política',
  insufficient_or_unproven_income: 'Renda insuficiente ou não comprovada',
  invalid_contact: 'Contato inválido',
  legal_risks: 'Riscos jurídicos',
  no_interest: 'Sem interesse',
  not_interested_credit: 'Não tem interesse no crédito',
  outside_of_trading_time: 'Fora do tempo de negociação',
  real_estate_warranty_denied: 'Garantia do imóvel negada',
  restrictive_or_impeding_actions: 'Ações restritivas ou impeditivas',
  sold_property: 'Imóvel vendido',
  someone_elses_phone: 'Telefone de outra pessoa',
} as const;
/**
 * Which detailed denial reasons go with each status reason (the spec lists both, docs/design/product-spec.md §3): the
 * deny dialog offers only those of the reason chosen. Each detailed reason belongs to exactly one status reason.
 */
export const DENIAL_REASONS_BY_STATUS = {
  no_contact: ['blocked_contact', 'did_not_return_contact', 'invalid_contact', 'someone_elses_phone'],
  no_interest: ['best_proposal_in_the_competition', 'no_interest', 'not_interested_credit', 'outside_of_trading_time', 'sold_property'],
  no_profile: [
    'denied_due_to_financial_profile',
    'denied_due_to_restrictive_impediments',
    'doesnt_comply_policy',
    'insufficient_or_unproven_income',
    'legal_risks',
    'real_estate_warranty_denied',
    'restrictive_or_impeding_actions',
  ],
} as const satisfies Record<keyof typeof STATUS_REASON, readonly (keyof typeof DENIAL_REASON)[]>;
export const SEMAPHORE = { GREEN: { code: 1, label: 'No prazo' }, YELLOW: { code: 2, label: 'Risco de atraso' }, RED: { code: 3, label: 'Fora do prazo' } } as const;
export const COOKIE_CATEGORIES = { essential: 'Essenciais', performance: 'Desempenho', analytic: 'Analíticos', ads: 'Publicidade', social: 'Redes sociais' } as const;
export const SUBSIDIARY_STATUS = { active: 'Ativa', test: 'Em teste', inactive: 'Inativa' } as const;
export const COLOR_SCHEME = { light: 'Claro', dark: 'Escuro', auto: 'Automático (do sistema)' } as const;
/**
 * Primary colours a company may brand the app with: Mantine palette names (the app themes with them) and the
 * shade the app shows in light mode (the proposal PDF prints it). Light tints such as yellow are left out: white
 * text on them is unreadable.
 */
export const BRAND_COLORS = {
  blue: { label: 'Azul', hex: '#1c7ed6' },
  indigo: { label: 'Anil', hex: '#4263eb' },
  violet: { label: 'Violeta', hex: '#7048e8' },
  grape: { label: 'Uva', hex: '#ae3ec9' },
  pink: { label: 'Rosa', hex: '#d6336c' },
  red: { label: 'Vermelho', hex: '#f03e3e' },
  orange: { label: 'Laranja', hex: '#f76707' },
  green: { label: 'Verde', hex: '#37b24d' },
  teal: { label: 'Verde-azulado', hex: '#0ca678' },
  cyan: { label: 'Ciano', hex: '#1098ad' },
} as const;
export type BrandColor = keyof typeof BRAND_COLORS;
/** Banks for a company's accounts (COMPE code → name), the most common first. */
export const BANKS = {
  '001': 'Banco do Brasil',
  '104': 'Caixa Econômica Federal',
  '237': 'Bradesco',
  '341': 'Itaú Unibanco',
  '033': 'Santander',
  '260': 'Nu Pagamentos (Nubank)',
  '077': 'Banco Inter',
  '336': 'C6 Bank',
  '756': 'Sicoob',
  '748': 'Sicredi',
  '041': 'Banrisul',
  '070': 'BRB',
  '004': 'Banco do Nordeste',
  '422': 'Safra',
  '208': 'BTG Pactual',
  '212': 'Banco Original',
  '655': 'Banco Votorantim',
  '290': 'PagSeguro',
  '323': 'Mercado Pago',
  '380': 'PicPay',
  '403': 'Cora',
  '197': 'Stone',
  '745': 'Citibank',
  '399': 'Kirton Bank',
} as const;

export const ROLE_KEYS = ['master', 'administrator', 'accountManager', 'personalManager', 'subsidiaryManager', 'operator'] as const;
export type RoleKey = (typeof ROLE_KEYS)[number];
export const ROLE_LABELS: Record<RoleKey, string> = {
  master: 'Master',
  administrator: 'Administrador',
  accountManager: 'Gerente de contas',
  personalManager: 'Gerente operacional',
  subsidiaryManager: 'Administrador da filial',
  operator: 'Operador',
};

/** The pt-BR label of an option key, or the key itself when the set does not know it. */
export function labelOf(labels: Readonly<Record<string, string>>, key: string): string {
  return Object.hasOwn(labels, key) ? labels[key] : key;
}

export const toOptions = options;
export const genderOptions = options(GENDER);
export const maritalStatusOptions = options(MARITAL_STATUS);
export const professionalProfileOptions = options(PROFESSIONAL_PROFILE);
export const stateOptions: Option[] = Object.entries(STATES).map(([value, s]) => ({ value, label: `${value} — ${s.name}` }));

/** State (UF) from a CEP by the Correios ranges of docs/design/brazil.md; null when out of every range. */
const CEP_RANGES: [number, number, string][] = [
  [1000, 19999, 'SP'],
  [20000, 28999, 'RJ'],
  [29000, 29999, 'ES'],
  [30000, 39999, 'MG'],
  [40000, 48999, 'BA'],
  [49000, 49999, 'SE'],
  [50000, 56999, 'PE'],
  [57000, 57999, 'AL'],
  [58000, 58999, 'PB'],
  [59000, 59999, 'RN'],
  [60000, 63999, 'CE'],
  [64000, 64999, 'PI'],
  [65000, 65999, 'MA'],
  [66000, 68899, 'PA'],
  [68900, 68999, 'AP'],
  [69000, 69299, 'AM'],
  [69400, 69899, 'AM'],
  [69300, 69399, 'RR'],
  [69900, 69999, 'AC'],
  [70000, 72799, 'DF'],
  [73000, 73699, 'DF'],
  [72800, 72999, 'GO'],
  [73700, 76799, 'GO'],
  [76800, 76999, 'RO'],
  [77000, 77999, 'TO'],
  [78000, 78899, 'MT'],
  [79000, 79999, 'MS'],
  [80000, 87999, 'PR'],
  [88000, 89999, 'SC'],
  [90000, 99999, 'RS'],
];
export function stateFromCep(cep: string): { state: string; region: Region } | null {
  const digits = cep.replace(/\D/g, '');
  if (digits.length !== 8) return null;
  const prefix = Number(digits.slice(0, 5));
  const hit = CEP_RANGES.find(([lo, hi]) => prefix >= lo && prefix <= hi);
  return hit ? { state: hit[2], region: STATES[hit[2]].region } : null;
}
