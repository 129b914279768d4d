import { Button, Center, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageDropzone } from '../../../../../components/ImageDropzone.tsx';
import { showSuccessToast } from '../../../../../lib/errors.ts';
import { updateSessionUser } from '../../../../../lib/session.ts';
import { useTRPC } from '../../../../../lib/trpc.ts';

/** The company logo: PNG or JPG up to 2 MB (the proposal PDF embeds it), sent to POST /api/v1/company/logo. */
export function LogoUpload({ logoUrl, canEdit }: { logoUrl: string | null; canEdit: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = async (url: string | null) => {
    updateSessionUser((u) => ({ ...u, company: { ...u.company, logoUrl: url } }));
    await queryClient.invalidateQueries(trpc.accounts.identity.pathFilter());
  };
  const remove = useMutation(
    trpc.accounts.identity.removeLogo.mutationOptions({
      onSuccess: async ({ message }) => {
        showSuccessToast(message);
        await refresh(null);
      },
    }),
  );

  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="sm" h={96} w={220} bg="white">
        <Center h="100%">
          {logoUrl ? (
            <Image src={logoUrl} alt="Logo atual da empresa" h={72} w="auto" maw="100%" fit="contain" />
          ) : (
            <Text fz="sm" c="dimmed">
              Sem logo
            </Text>
          )}
        </Center>
      </Paper>
      {canEdit ? (
        <>
          <ImageDropzone<{ message: string; logoUrl: string }>
            path="/api/v1/company/logo"
            formats={['png', 'jpeg']}
            title="Arraste o logo aqui ou clique para escolher"
            inputLabel="Enviar logo da empresa"
            p="sm"
            onUploaded={({ logoUrl: url }) => refresh(url)}
          />
          {logoUrl ? (
            <Group>
              <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={14} />} onClick={() => remove.mutate()} loading={remove.isPending}>
                Remover logo
              </Button>
            </Group>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
