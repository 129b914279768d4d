import { Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BankAvatar } from '../../../../components/catalogue/BankAvatar.tsx';
import type { BankPartner } from '../../../../components/catalogue/catalogue-types.ts';
import { ImageDropzone } from '../../../../components/ImageDropzone.tsx';
import { useTRPC } from '../../../../lib/trpc.ts';

/** A bank's logo: PNG, JPG, GIF or SVG up to 2 MB, sent to POST /api/v1/bank-partners/{id}/logo. */
export function BankLogoUpload({ bank }: { bank: BankPartner }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [logoUrl, setLogoUrl] = useState(bank.logoUrl);
  const uploaded = async ({ logoUrl: url }: { logoUrl: string }) => {
    setLogoUrl(url);
    await queryClient.invalidateQueries(trpc.bankPartners.pathFilter());
    await queryClient.invalidateQueries(trpc.products.pathFilter());
  };

  return (
    <Stack gap={6}>
      <Text fz="sm" fw={500} id="logo-label">
        Logo
      </Text>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <BankAvatar name={bank.name} logoUrl={logoUrl} size={72} />
        <ImageDropzone<{ message: string; logoUrl: string }>
          path={`/api/v1/bank-partners/${bank.id}/logo`}
          formats={['png', 'jpeg', 'gif', 'svg']}
          title="Arraste o logo aqui ou clique para escolher"
          labelledBy="logo-label"
          inputLabel={`Logo do banco ${bank.name}`}
          p="xs"
          flex={1}
          onUploaded={uploaded}
        />
      </Group>
    </Stack>
  );
}
