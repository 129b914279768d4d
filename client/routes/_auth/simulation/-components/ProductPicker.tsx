import { NativeSelect } from '@mantine/core';
import type { SimulationResult } from '../../../../../shared/schemas/simulation.ts';

interface ProductPickerProps {
  result: SimulationResult;
  value: string;
  onChange: (productId: string) => void;
  /** Also offer the products that do not fit the case as it is (another term may fit them). */
  withIneligible?: boolean;
}

/** The product a per-product view shows: the best offer by default. */
export function ProductPicker({ result, value, onChange, withIneligible = false }: ProductPickerProps) {
  const eligible = result.eligible.map((o, i) => ({ value: o.productId, label: `${i + 1}º ${o.bank.name} — ${o.productName}${o.bank.isDemo ? ' (demonstração)' : ''}` }));
  const others = result.ineligible.map((r) => ({ value: r.productId, label: `${r.bank.name} — ${r.productName}${r.bank.isDemo ? ' (demonstração)' : ''}` }));
  const data =
    withIneligible && others.length
      ? [
          { group: 'Atendem ao caso', items: eligible },
          { group: 'Não atendem no prazo escolhido', items: others },
        ]
      : eligible;
  return <NativeSelect label="Produto" data={data} value={value} onChange={(e) => onChange(e.currentTarget.value)} maw={560} />;
}

/** The chosen product while it is still in the result; else the best one. */
export function pickProduct(result: SimulationResult, chosen: string | null, withIneligible = false): string | null {
  const ids = [...result.eligible, ...(withIneligible ? result.ineligible : [])].map((p) => p.productId);
  return chosen && ids.includes(chosen) ? chosen : (ids[0] ?? null);
}
