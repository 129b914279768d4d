import { Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconCalendarStats, IconCar, IconListDetails, IconReceipt, IconTrophy } from '@tabler/icons-react';
import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { can } from '../../../shared/permissions.ts';
import { Forbidden } from '../../components/Forbidden.tsx';
import { ButtonLink } from '../../components/RouterLinks.tsx';
import { useProfile } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export const Route = createFileRoute('/_auth/simulation')({
  component: SimulationLayout,
});

const VIEWS = [
  { to: '/simulation/realty/bestMatch', label: 'Melhor opção', icon: IconTrophy },
  { to: '/simulation/realty/banks', label: 'Bancos lado a lado', icon: IconBuildingBank },
  { to: '/simulation/realty/simple', label: 'Parcelas', icon: IconReceipt },
  { to: '/simulation/realty/deadlines', label: 'Prazos', icon: IconCalendarStats },
  { to: '/simulation/realty/detailed', label: 'Detalhada', icon: IconListDetails },
  { to: '/simulation/vehicle', label: 'Veículo', icon: IconCar },
] as const;

/** /simulation: the views of a realty case and the vehicle simulation, one case kept across them. */
function SimulationLayout() {
  usePageTitle('Simulação');
  const profile = useProfile();
  const { pathname } = useLocation();
  // On a phone the views scroll sideways: the open one is brought into sight, so the page says where it is.
  const views = useRef<HTMLDivElement>(null);
  useEffect(() => {
    views.current?.querySelector(`a[href="${pathname}"]`)?.scrollIntoView({ inline: 'center', block: 'nearest' });
  }, [pathname]);
  if (!can(profile.role.permissions, 'simulation', 'create')) return <Forbidden />;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Simulação</Title>
        <Text c="dimmed">Compare os bancos parceiros para o caso do cliente. Os dados digitados valem para todas as visões.</Text>
      </Stack>
      <ScrollArea type="never" offsetScrollbars={false} viewportRef={views}>
        <Group component="nav" aria-label="Visões da simulação" gap={6} wrap="nowrap">
          {VIEWS.map((view) => {
            const active = pathname === view.to;
            return (
              <ButtonLink
                key={view.to}
                to={view.to}
                variant={active ? 'filled' : 'light'}
                color={active ? undefined : 'gray'}
                leftSection={<view.icon size={16} />}
                aria-current={active ? 'page' : undefined}
                size="sm"
                radius="xl"
                style={{ flexShrink: 0 }}
              >
                {view.label}
              </ButtonLink>
            );
          })}
        </Group>
      </ScrollArea>
      <Outlet />
    </Stack>
  );
}
