import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuilding, IconBuildingStore, IconCalculator, IconIdBadge2, type TablerIcon } from '@tabler/icons-react';
import { can } from '../../../../../shared/permissions.ts';
import { ButtonLink } from '../../../../components/RouterLinks.tsx';
import { firstName } from '../../../../lib/initials.ts';
import { useProfile } from '../../../../lib/session.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { DealsDashboard } from './DealsDashboard.tsx';
import { PublicLinks } from './PublicLinks.tsx';
import { TrialNotice } from './TrialNotice.tsx';

function InfoCard({ icon: Icon, title, value, detail }: { icon: TablerIcon; title: string; value: string; detail?: string }) {
  return (
    <Card withBorder padding="lg" radius="lg" component="section" aria-label={title}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          <Icon size={24} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={2} miw={0}>
          <Text fz="sm" c="dimmed" fw={500}>
            {title}
          </Text>
          <Text fz="lg" fw={700} lh={1.3}>
            {value}
          </Text>
          {detail ? (
            <Text fz="xs" c="dimmed">
              {detail}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}

/** Who may see deals (and so the deals dashboard): the same permissions as the deals procedures. */
const DEAL_READERS = ['update', 'viewCompany', 'viewSubsidiary'];

/**
 * The signed-in home: the greeting, and for those who work deals the last 30 days against the previous 30; for the
 * others, where they work.
 */
export function DashboardPage() {
  usePageTitle('Painel');
  const profile = useProfile();
  const permissions = profile.role.permissions;
  const seesDeals = DEAL_READERS.some((action) => can(permissions, 'deal', action));
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Olá, {firstName(profile.name)}!</Title>
          <Text c="dimmed">
            {profile.company.name} · {profile.subsidiary.fantasyName}
          </Text>
        </Stack>
        {can(permissions, 'simulation', 'create') ? (
          <ButtonLink to="/simulation/realty/bestMatch" leftSection={<IconCalculator size={18} />}>
            Nova simulação
          </ButtonLink>
        ) : null}
      </Group>

      <TrialNotice />
      {seesDeals ? (
        <DealsDashboard canCreate={can(permissions, 'deal', 'create')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <InfoCard icon={IconBuilding} title="Sua empresa" value={profile.company.name} />
          <InfoCard icon={IconBuildingStore} title="Sua filial" value={profile.subsidiary.fantasyName} detail={profile.subsidiary.corporateName} />
          <InfoCard icon={IconIdBadge2} title="Sua função" value={profile.role.name} detail={`${permissions.length} permissões`} />
        </SimpleGrid>
      )}
      <PublicLinks />
    </Stack>
  );
}
