import { DataList } from '@mantine/core';
import type { Fact } from './deal-format.ts';

/** Label / value pairs; side by side on wide screens, the label above the value on a phone. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <DataList withDivider labelWidth="45%" styles={{ itemValue: { overflowWrap: 'anywhere' } }}>
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue fw={500}>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
