import { Avatar, Stack } from '@mantine/core';
import { ImageDropzone } from '../../../../../components/ImageDropzone.tsx';
import { initials } from '../../../../../lib/initials.ts';
import { updateSessionUser, useProfile } from '../../../../../lib/session.ts';

/** Profile picture: PNG or JPG up to 2 MB, sent to the REST upload path (POST /api/v1/user/upload). */
export function AvatarUpload() {
  const profile = useProfile();
  return (
    <Stack align="center" gap="md">
      <Avatar src={profile.avatarUrl} alt={`Foto de ${profile.name}`} size={120} radius={120} color="blue" fz={36}>
        {initials(profile.name)}
      </Avatar>
      <ImageDropzone<{ message: string; avatarUrl: string }>
        path="/api/v1/user/upload"
        formats={['png', 'jpeg']}
        title="Arraste uma foto aqui ou clique para escolher"
        label="Enviar foto de perfil"
        inputLabel="Foto de perfil"
        size="lg"
        w="100%"
        onUploaded={({ avatarUrl }) => updateSessionUser((user) => ({ ...user, avatarUrl }))}
      />
    </Stack>
  );
}
