import { formatMoney } from './format.ts';
import { REALTY_TYPE, VEHICLE_ASSET } from './options.ts';

/**
 * pt-BR texts of simulation results: notes on offers and the reasons (with their fix) a product is not offered.
 * One catalogue, used by the server's results and by any screen that needs the same words.
 */
// One formatter for the module: toLocaleString with options builds a new one on every call (~25 µs), and the
// ranking writes a note for every indexed offer.
const TWO_DECIMALS = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = (fraction: number) => `${TWO_DECIMALS.format(fraction * 100)} %`;

/** "a TR" (Taxa Referencial) but "o IPCA", "o CDI". */
const withArticle = (indexer: string) => (indexer === 'TR' ? 'a TR' : `o ${indexer}`);

const projectedCet = (indexer: string, annualProjection: number) => `CET projetado com ${indexer} de ${percent(annualProjection)} a.a.`;
const postFixedFollows = (indexer: string) => `Pós-fixado: as parcelas e o saldo acompanham ${withArticle(indexer)}`;

export const TARIFF_LABELS = { valuation: 'Tarifa de avaliação do imóvel', contract: 'Tarifa de contrato', lienRegistration: 'Registro do gravame' } as const;

export const SIMULATION_TEXTS = {
  /** "CET projetado com IPCA de 4,20 % a.a." — said wherever an indexed CET appears. */
  projectedCet,
  /** "Pós-fixado: as parcelas e o saldo acompanham o IPCA": the screens show it beside the projection's source. */
  postFixedFollows,
  postFixedNote: (indexer: string, annualProjection: number) => `${postFixedFollows(indexer)}; ${projectedCet(indexer, annualProjection)}`,
  postFixedLabel: 'pós-fixado',
  iofCommercialProperty: 'imóvel comercial: IOF incide',
  iofCompany: 'pessoa jurídica: IOF incide',
  iofSimplesNacional: 'pessoa jurídica do Simples Nacional: IOF com alíquota reduzida (até R$ 30 mil)',
  iofFreeUse: 'crédito de livre uso: IOF incide',
  iofHousingExempt: 'financiamento habitacional: isento de IOF',
  fgtsNotSfh: 'FGTS só pode ser usado na entrada de operações do SFH',
  // Why the FGTS does not count in this offer, in the customer's terms (the SFH needs all three).
  fgtsSfiProduct: 'Este produto é do SFI: o FGTS não pode ser usado na entrada',
  fgtsCompany: 'FGTS não pode ser usado por pessoa jurídica',
  fgtsNotResidential: 'FGTS só pode ser usado na compra de imóvel residencial',
  cashAtSigningEstimate: 'ITBI e registro são estimativas; confira com a prefeitura e o cartório',
  registryEstimate: 'o registro é uma estimativa; confira com o cartório',
  itbiEstimate: 'o ITBI é uma estimativa; confira com a prefeitura',
} as const;

const AND_LIST = new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' });
/** "casa, apartamento e galpão": the types of `accepted` in `labels`, in the options' order, lower-cased as in a sentence. */
const typesIn = (labels: Record<string, string>, accepted: readonly string[]) =>
  AND_LIST.format(
    Object.keys(labels)
      .filter((k) => accepted.includes(k))
      .map((k) => labels[k].toLocaleLowerCase('pt-BR')),
  );

/**
 * "banco não aceita este tipo de imóvel: fábrica; aceita apenas casa e apartamento", "produto não financia este tipo
 * de veículo: veículo pesado; financia apenas veículo leve": what is refused, by whom, and what it takes instead (the
 * asset cannot be changed, so that is the broker's clue to where it fits).
 */
function assetTypeNotAccepted(who: 'banco' | 'produto', assetType: string, accepted: readonly string[]): string {
  if (Object.hasOwn(VEHICLE_ASSET, assetType)) {
    const vehicles = typesIn(VEHICLE_ASSET, accepted);
    const label = VEHICLE_ASSET[assetType as keyof typeof VEHICLE_ASSET].toLocaleLowerCase('pt-BR');
    return `${who} não financia este tipo de veículo: ${label}; financia apenas ${vehicles || 'imóveis'}`;
  }
  const properties = typesIn(REALTY_TYPE, accepted);
  const label = (REALTY_TYPE[assetType as keyof typeof REALTY_TYPE] ?? assetType).toLocaleLowerCase('pt-BR');
  return `${who} não aceita este tipo de imóvel: ${label}; ${properties ? `aceita apenas ${properties}` : 'financia apenas veículos'}`;
}

/** Reasons a product is not offered, each with its fix. */
export const SIMULATION_REASONS = {
  tableNotAccepted: (accepted: string) => `produto aceita apenas ${accepted}: use ${accepted}`,
  aboveSfhCeiling: (ceiling: number) => `imóvel acima do teto do SFH (${formatMoney(ceiling)}): escolha um produto SFI`,
  // The SFH finances housing: a natural person buying a residential property (as for the IOF exemption, docs/design/finance.md).
  sfhOnlyForPersons: 'o SFH é só para pessoa física: para pessoa jurídica, escolha um produto SFI',
  sfhOnlyResidential: (propertyType: string) =>
    `o SFH é só para imóvel residencial (tipo do imóvel: ${(REALTY_TYPE[propertyType as keyof typeof REALTY_TYPE] ?? propertyType).toLocaleLowerCase('pt-BR')}): escolha um produto SFI`,
  aboveSfhRateCap: (cap: number) => `taxa acima do teto do SFH (${percent(cap)} a.a.): produto indisponível no SFH`,
  ltvOtherTable: (ltvPct: string, table: string) => `; em ${table} o LTV é de ${ltvPct}`,
  assetTypeNotAccepted,
  // The customer asked to finance the expenses and this bank does not: its offer would leave them out of the balance
  // and of the CET, and so look cheaper than the offers that honour the request. Not offered; the form's switch, named
  // as labelled, shows it again (with the expenses paid at signing).
  expensesNotFinanced: 'banco não financia as despesas: desmarque "Financiar as despesas" para ver esta oferta, com as despesas pagas na assinatura',
  missingProjection: (indexer: string) => `sem projeção de ${indexer} cadastrada: cadastre uma projeção para comparar este produto`,
} as const;
