import { Group } from '@mantine/core';
import { IconBuildingEstate, IconCar } from '@tabler/icons-react';
import { isPurchaseOperation } from '../../../../../../shared/deal-options.ts';
import { assetFacts } from './deal-format.ts';
import type { DealAssetData } from './deal-types.ts';
import { FactList } from './FactList.tsx';
import { Section } from './Section.tsx';

/** The realty or the vehicle behind the credit. */
export function DealAsset({ asset, operationType }: { asset: DealAssetData; operationType: string }) {
  const realty = asset.kind === 'realty';
  return (
    <Section title={realty ? 'Imóvel' : 'Veículo'} id="bem" aside={<Group c="dimmed">{realty ? <IconBuildingEstate size={20} aria-hidden /> : <IconCar size={20} aria-hidden />}</Group>}>
      <FactList facts={assetFacts(asset, isPurchaseOperation(operationType))} />
    </Section>
  );
}
