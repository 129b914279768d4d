import { DataList } from '@mantine/core';
import type { Fact } from './deal-format.ts';

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

/** Label / value pairs; side by side on wide screens, the label above the value on a phone. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <DataList withDivider labelWidth="45%" styles={{ itemValue: { overflowWrap: 'anywhere' } }}>
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue fw={500}>{breakable(value)}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
