import '@mantine/dropzone/styles.css';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone, MIME_TYPES, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorTitle } from '../../../../../shared/errors.ts';
import { MSG } from '../../../../../shared/messages.ts';
import { BankAvatar } from '../../../../components/catalogue/BankAvatar.tsx';
import type { BankPartner } from '../../../../components/catalogue/catalogue-types.ts';
import { failureMessage, showErrorToast, showSuccessToast, toFailure } from '../../../../lib/errors.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { formatBytes, MAX_UPLOAD_BYTES, uploadFile } from '../../../../lib/upload.ts';

interface UploadAnswer {
  message: string;
  logoUrl: string;
}

/** Why the browser refused a file, in the words of spec §8 (the server checks the same, and the content). */
function rejectionMessage(rejection: FileRejection): string {
  const code = rejection.errors[0]?.code;
  if (code === 'file-too-large') return MSG.fileTooLarge(formatBytes(rejection.file.size));
  if (code === 'file-invalid-type') return MSG.fileType;
  if (code === 'too-many-files') return MSG.fileLimit;
  return MSG.fileUnknown;
}

/** A bank's logo: PNG, JPG, GIF or SVG up to 2 MB, sent to POST /api/v1/bank-partners/{id}/logo. */
export function BankLogoUpload({ bank }: { bank: BankPartner }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [logoUrl, setLogoUrl] = useState(bank.logoUrl);
  // The reason the last file was refused stays under the drop zone; the toast goes away.
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadFile<UploadAnswer>(`/api/v1/bank-partners/${bank.id}/logo`, file),
    meta: { fallback: MSG.fileUnknown },
    onMutate: () => setError(null),
    onSuccess: async ({ message, logoUrl: url }) => {
      setLogoUrl(url);
      showSuccessToast(message);
      await queryClient.invalidateQueries(trpc.bankPartners.pathFilter());
      await queryClient.invalidateQueries(trpc.products.pathFilter());
    },
    onError: (failure) => setError(failureMessage(toFailure(failure), MSG.fileUnknown)),
  });
  const reject = (rejections: FileRejection[]) => {
    if (!rejections[0]) return;
    const message = rejectionMessage(rejections[0]);
    setError(message);
    showErrorToast(errorTitle('UPLOAD_ERROR'), message);
  };

  return (
    <Stack gap={6}>
      <Text fz="sm" fw={500} id="logo-label">
        Logo
      </Text>
      <Group gap="md" wrap="nowrap" align="stretch">
        <BankAvatar name={bank.name} logoUrl={logoUrl} size={72} />
        <Dropzone
          flex={1}
          onDrop={(files) => files[0] && upload.mutate(files[0])}
          onReject={reject}
          maxSize={MAX_UPLOAD_BYTES}
          maxFiles={1}
          multiple={false}
          accept={[MIME_TYPES.png, MIME_TYPES.jpeg, MIME_TYPES.gif, MIME_TYPES.svg]}
          loading={upload.isPending}
          aria-labelledby="logo-label"
          inputProps={{ 'aria-label': `Logo do banco ${bank.name}` }}
          p="xs"
        >
          <Group justify="center" gap="sm" mih={52} style={{ pointerEvents: 'none' }} wrap="nowrap">
            <Dropzone.Accept>
              <IconUpload size={28} stroke={1.5} color="var(--mantine-color-blue-6)" />
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
                PNG, JPG, GIF ou SVG, até 2 MB
              </Text>
            </div>
          </Group>
        </Dropzone>
      </Group>
      {error ? (
        <Text fz="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
