import { Card, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title, useMantineColorScheme } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type BrandColor, COLOR_SCHEME } from '../../../../../../shared/options.ts';
import { LoadError } from '../../../../../components/LoadError.tsx';
import { showSuccessToast } from '../../../../../lib/errors.ts';
import { updateSessionUser } from '../../../../../lib/session.ts';
import { useTRPC } from '../../../../../lib/trpc.ts';
import { BrandColorPicker } from './BrandColorPicker.tsx';
import { LogoUpload } from './LogoUpload.tsx';

const schemes = (Object.keys(COLOR_SCHEME) as (keyof typeof COLOR_SCHEME)[]).map((value) => ({ value, label: value === 'auto' ? 'Automático' : COLOR_SCHEME[value] }));

/** /account/profile/identity: the user's colour scheme; the company's primary colour and logo (administrators). */
export function IdentityPage({ canEdit }: { canEdit: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const identity = useQuery(trpc.accounts.identity.get.queryOptions());
  const { setColorScheme } = useMantineColorScheme();
  const refresh = () => queryClient.invalidateQueries(trpc.accounts.identity.pathFilter());

  const scheme = useMutation(
    trpc.accounts.identity.setColorScheme.mutationOptions({
      onSuccess: async ({ message, identity: next }) => {
        updateSessionUser((u) => ({ ...u, colorScheme: next.colorScheme }));
        showSuccessToast(message);
        await refresh();
      },
    }),
  );
  const brand = useMutation(
    trpc.accounts.identity.setBrand.mutationOptions({
      onSuccess: async ({ message, identity: next }) => {
        // The app re-themes at once: the colour comes from the session's company.
        updateSessionUser((u) => ({ ...u, company: { ...u.company, primaryColor: next.primaryColor } }));
        showSuccessToast(message);
        await refresh();
      },
      // Refused: the saved colour shows again.
      onError: () => setChosen(null),
    }),
  );
  // The colour chosen shows at once; it is saved once the arrow keys rest on one (not one save and toast per colour
  // passed on the way).
  const [chosen, setChosen] = useState<BrandColor | null>(null);
  const saveBrand = useDebouncedCallback((primaryColor: BrandColor) => brand.mutate({ primaryColor }), { delay: 500, flushOnUnmount: true });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Identidade visual</Title>
        <Text c="dimmed">O tema da sua tela e a identidade da empresa no aplicativo, nas páginas públicas dos corretores e nas propostas.</Text>
      </Stack>
      {identity.isError ? <LoadError what="a identidade visual" onRetry={() => void identity.refetch()} /> : null}
      {!identity.data ? (
        identity.isPending ? (
          <Skeleton height={300} radius="lg" aria-busy aria-label="Carregando" />
        ) : null
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="tema">
            <Stack gap="sm">
              <Title order={2} fz="h4" id="tema">
                Tema
              </Title>
              <Text fz="sm" c="dimmed">
                Sua preferência: vale para você em qualquer aparelho em que entrar.
              </Text>
              <SegmentedControl
                aria-labelledby="tema"
                data={schemes}
                value={identity.data.colorScheme}
                disabled={scheme.isPending}
                onChange={(value) => {
                  const next = value as keyof typeof COLOR_SCHEME;
                  setColorScheme(next);
                  scheme.mutate({ colorScheme: next });
                }}
              />
            </Stack>
          </Card>
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="cor">
            <Stack gap="sm">
              <Title order={2} fz="h4" id="cor">
                Cor principal da empresa
              </Title>
              <Text fz="sm" c="dimmed">
                {canEdit ? 'Aplicada ao aplicativo de todos os usuários e às páginas públicas dos corretores.' : 'Definida pelos administradores da empresa.'}
              </Text>
              <BrandColorPicker
                labelledBy="cor"
                value={chosen ?? identity.data.primaryColor}
                readOnly={!canEdit}
                onChange={(color) => {
                  setChosen(color);
                  saveBrand(color);
                }}
              />
            </Stack>
          </Card>
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="logo">
            <Stack gap="sm">
              <Title order={2} fz="h4" id="logo">
                Logo da empresa
              </Title>
              <Text fz="sm" c="dimmed">
                Aparece nas páginas públicas dos corretores e no PDF das propostas.
              </Text>
              <LogoUpload logoUrl={identity.data.logoUrl} canEdit={canEdit} />
            </Stack>
          </Card>
        </SimpleGrid>
      )}
    </Stack>
  );
}
