import { DataList, SimpleGrid, useMatches } from '@mantine/core';
import { formatDecimal, formatMoney } from '../../../../../shared/format.ts';
import { AMORTIZATION_TABLE, INDEXER } from '../../../../../shared/options.ts';
import { months, plural } from '../../../../../shared/plural.ts';
import { ASSET_TYPES } from '../../../../../shared/schemas/catalogue.ts';
import { formatPercentNumber, labelsOf, yesNo } from '../../../../components/catalogue/catalogue-format.ts';
import type { BankPartner } from '../../../../components/catalogue/catalogue-types.ts';

/** A bank's credit policy in the words a broker uses with a client. */
export function institutionRules(bank: BankPartner): [label: string, value: string][] {
  return [
    ['Prazo médio de análise', bank.averageSlaMin === bank.averageSlaMax ? plural(bank.averageSlaMin, 'dia', 'dias') : `${bank.averageSlaMin} a ${bank.averageSlaMax} dias`],
    ['Comprometimento de renda', `até ${formatPercentNumber(bank.incomeCommitment)}`],
    ['Carência', bank.gracePeriod > 0 ? `até ${months(bank.gracePeriod)}` : 'Sem carência'],
    ['Score mínimo', String(bank.creditScore)],
    ['Máximo de proponentes', String(bank.maxApplicants)],
    ['População mínima da cidade', bank.minCityPopulation > 0 ? `${formatDecimal(bank.minCityPopulation)} habitantes` : 'Sem exigência'],
    ['Valor mínimo do bem', formatMoney(bank.minAssetValue)],
    ['Valor mínimo do crédito', formatMoney(bank.minCreditValue)],
    ['Aceita imóvel sem matrícula', yesNo(bank.acceptsUnregisteredProperty)],
    ['Análise sem documentos', yesNo(bank.analysisWithoutDocs)],
    ['Financia as despesas (ITBI e registro)', yesNo(bank.financingExpenses)],
    ['Aceita pessoa jurídica', yesNo(bank.acceptJuridicalPerson)],
    ['Indexadores', labelsOf(INDEXER, bank.availableIndexerList)],
    ['Tabelas de amortização', labelsOf(AMORTIZATION_TABLE, bank.availableTableList)],
    ['Tipos de bem aceitos', labelsOf(ASSET_TYPES, bank.availableAssetTypeList)],
  ];
}

/** The rules in two columns on wide screens (analysis and limits, then what the bank accepts), one on phones. */
export function InstitutionRules({ bank }: { bank: BankPartner }) {
  const rules = institutionRules(bank);
  const columns = useMatches({ base: 1, md: 2 });
  const half = Math.ceil(rules.length / columns);
  const lists = columns === 1 ? [rules] : [rules.slice(0, half), rules.slice(half)];
  return (
    <SimpleGrid cols={columns} spacing="xl" verticalSpacing={0}>
      {lists.map((list, i) => (
        <DataList key={i} withDivider styles={{ itemLabel: { flex: '0 0 50%', minWidth: 0 } }}>
          {list.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue fw={600}>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      ))}
    </SimpleGrid>
  );
}
