import { Card, Grid, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { formatCpf } from '../../../../../shared/format.ts';
import { useProfile } from '../../../../lib/session.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { AvatarUpload } from './-components/AvatarUpload.tsx';
import { MyPassword } from './-components/MyPassword.tsx';
import { MyPrivacy } from './-components/MyPrivacy.tsx';
import { ProfileForm } from './-components/ProfileForm.tsx';

export const Route = createFileRoute('/_auth/account/profile/me')({
  component: MyProfilePage,
});

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" fz="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text component="dd" fz="sm" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

function MyProfilePage() {
  usePageTitle('Meu perfil');
  const profile = useProfile();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Meu perfil</Title>
        <Text c="dimmed">Seus dados de acesso e informações pessoais.</Text>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="lg">
              <AvatarUpload />
              <Stack component="dl" gap="sm" m={0}>
                <ReadOnlyField label="E-mail" value={profile.email} />
                <ReadOnlyField label="CPF" value={profile.document ? formatCpf(profile.document) : ''} />
                <ReadOnlyField label="Usuário" value={profile.username} />
                <ReadOnlyField label="Função" value={profile.role.name} />
                <ReadOnlyField label="Empresa" value={profile.company.name} />
                <ReadOnlyField label="Filial" value={profile.subsidiary.fantasyName} />
              </Stack>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="dados-pessoais">
            <Title order={2} fz="h4" mb="md" id="dados-pessoais">
              Dados pessoais
            </Title>
            <ProfileForm />
          </Card>
          <Stack mt="lg" gap="lg">
            <MyPassword />
            <MyPrivacy />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
