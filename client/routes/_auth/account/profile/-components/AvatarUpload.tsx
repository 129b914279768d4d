import '@mantine/dropzone/styles.css';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { Dropzone, MIME_TYPES, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { errorTitle } from '../../../../../../shared/errors.ts';
import { MSG } from '../../../../../../shared/messages.ts';
import { showErrorToast, showSuccessToast } from '../../../../../lib/errors.ts';
import { initials } from '../../../../../lib/initials.ts';
import { updateSessionUser, useProfile } from '../../../../../lib/session.ts';
import { formatBytes, MAX_UPLOAD_BYTES, uploadFile } from '../../../../../lib/upload.ts';

interface UploadAnswer {
  message: string;
  avatarUrl: string;
}

/** Why the browser refused a file, in the words of spec §8 (the server checks the same and the content). */
function rejectionMessage(rejection: FileRejection): string {
  const code = rejection.errors[0]?.code;
  if (code === 'file-too-large') return MSG.fileTooLarge(formatBytes(rejection.file.size));
  if (code === 'file-invalid-type') return MSG.fileType;
  if (code === 'too-many-files') return MSG.fileLimit;
  return MSG.fileUnknown;
}

/** Profile picture: PNG or JPG up to 2 MB, sent to the REST upload path (POST /api/v1/user/upload). */
export function AvatarUpload() {
  const profile = useProfile();
  const upload = useMutation({
    mutationFn: (file: File) => uploadFile<UploadAnswer>('/api/v1/user/upload', file),
    meta: { fallback: MSG.fileUnknown },
    onSuccess: ({ message, avatarUrl }) => {
      updateSessionUser((user) => ({ ...user, avatarUrl }));
      showSuccessToast(message);
    },
  });

  return (
    <Stack align="center" gap="md">
      <Avatar src={profile.avatarUrl} alt={`Foto de ${profile.name}`} size={120} radius={120} color="blue" fz={36}>
        {initials(profile.name)}
      </Avatar>
      <Dropzone
        w="100%"
        onDrop={(files) => files[0] && upload.mutate(files[0])}
        onReject={(rejections) => rejections[0] && showErrorToast(errorTitle('UPLOAD_ERROR'), rejectionMessage(rejections[0]))}
        maxSize={MAX_UPLOAD_BYTES}
        maxFiles={1}
        multiple={false}
        accept={[MIME_TYPES.png, MIME_TYPES.jpeg]}
        loading={upload.isPending}
        aria-label="Enviar foto de perfil"
        inputProps={{ 'aria-label': 'Foto de perfil' }}
      >
        <Group justify="center" gap="sm" mih={96} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={36} stroke={1.5} color="var(--mantine-color-blue-6)" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={36} stroke={1.5} color="var(--mantine-color-red-6)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />
          </Dropzone.Idle>
          <div>
            <Text fz="sm" fw={600}>
              Arraste uma foto aqui ou clique para escolher
            </Text>
            <Text fz="xs" c="dimmed">
              PNG ou JPG, até 2 MB
            </Text>
          </div>
        </Group>
      </Dropzone>
    </Stack>
  );
}
