import '@mantine/dropzone/styles.css';
import { Button, Center, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { Dropzone, MIME_TYPES, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorTitle } from '../../../../../../shared/errors.ts';
import { MSG } from '../../../../../../shared/messages.ts';
import { failureMessage, showErrorToast, showSuccessToast, toFailure } from '../../../../../lib/errors.ts';
import { updateSessionUser } from '../../../../../lib/session.ts';
import { useTRPC } from '../../../../../lib/trpc.ts';
import { formatBytes, MAX_UPLOAD_BYTES, uploadFile } from '../../../../../lib/upload.ts';

/** Why the browser refused a file, in the words of spec §8 (the server checks the same, by content). */
function rejectionMessage(rejection: FileRejection): string {
  const code = rejection.errors[0]?.code;
  if (code === 'file-too-large') return MSG.fileTooLarge(formatBytes(rejection.file.size));
  if (code === 'file-invalid-type') return MSG.fileType;
  if (code === 'too-many-files') return MSG.fileLimit;
  return MSG.fileUnknown;
}

/** The company logo: PNG or JPG up to 2 MB (the proposal PDF embeds it), sent to POST /api/v1/company/logo. */
export function LogoUpload({ logoUrl, canEdit }: { logoUrl: string | null; canEdit: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const refresh = async (url: string | null) => {
    updateSessionUser((u) => ({ ...u, company: { ...u.company, logoUrl: url } }));
    await queryClient.invalidateQueries(trpc.accounts.identity.pathFilter());
  };
  const upload = useMutation({
    mutationFn: (file: File) => uploadFile<{ message: string; logoUrl: string }>('/api/v1/company/logo', file),
    meta: { fallback: MSG.fileUnknown },
    onMutate: () => setError(null),
    onSuccess: async ({ message, logoUrl: url }) => {
      showSuccessToast(message);
      await refresh(url);
    },
    onError: (failure) => setError(failureMessage(toFailure(failure), MSG.fileUnknown)),
  });
  const remove = useMutation(
    trpc.accounts.identity.removeLogo.mutationOptions({
      onSuccess: async ({ message }) => {
        showSuccessToast(message);
        await refresh(null);
      },
    }),
  );
  const reject = (rejections: FileRejection[]) => {
    if (!rejections[0]) return;
    const message = rejectionMessage(rejections[0]);
    setError(message);
    showErrorToast(errorTitle('UPLOAD_ERROR'), message);
  };

  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="sm" h={96} w={220} bg="white">
        <Center h="100%">
          {logoUrl ? (
            <Image src={logoUrl} alt="Logo atual da empresa" h={72} w="auto" fit="contain" />
          ) : (
            <Text fz="sm" c="dimmed">
              Sem logo
            </Text>
          )}
        </Center>
      </Paper>
      {canEdit ? (
        <>
          <Dropzone
            onDrop={(files) => files[0] && upload.mutate(files[0])}
            onReject={reject}
            maxSize={MAX_UPLOAD_BYTES}
            maxFiles={1}
            multiple={false}
            accept={[MIME_TYPES.png, MIME_TYPES.jpeg]}
            loading={upload.isPending}
            inputProps={{ 'aria-label': 'Enviar logo da empresa' }}
            p="sm"
          >
            <Group justify="center" gap="sm" mih={52} style={{ pointerEvents: 'none' }} wrap="nowrap">
              <Dropzone.Accept>
                <IconUpload size={28} stroke={1.5} />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={28} stroke={1.5} color="var(--mantine-color-red-6)" />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconPhoto size={28} stroke={1.5} color="var(--mantine-color-dimmed)" />
              </Dropzone.Idle>
              <div>
                <Text fz="sm" fw={600}>
                  Arraste o logo aqui ou clique para escolher
                </Text>
                <Text fz="xs" c="dimmed">
                  PNG ou JPG, até 2 MB
                </Text>
              </div>
            </Group>
          </Dropzone>
          {error ? (
            <Text fz="sm" c="red" role="alert">
              {error}
            </Text>
          ) : null}
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
