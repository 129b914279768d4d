import { DataList } from '@mantine/core';
import type { Fact } from './deal-format.ts';
import classes from './fact-list.module.css';

/** An e-mail may break after its "@" rather than anywhere ("rafael@exemplo.co" / "m.br" read as a typo). */
function breakable(value: Fact[1]) {
  if (typeof value !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(value)) return value;
  const at = value.indexOf('@') + 1;
  return (
    <>
      {value.slice(0, at)}
      <wbr />
      {value.slice(at)}
    </>
  );
}

/**
 * Label / value pairs; side by side on wide screens, the label above the value on a phone. `continued`: the second of
 * two lists shown side by side on wide screens, one under the other on narrow ones (then divided from the first).
 */
export function FactList({ facts, continued = false }: { facts: Fact[]; continued?: boolean }) {
  return (
    <DataList withDivider labelWidth="45%" className={continued ? classes.continued : undefined} styles={{ itemValue: { overflowWrap: 'anywhere' } }}>
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue fw={500}>{breakable(value)}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
