import { AppShell, Divider, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { useFeatureFlag } from '../../lib/flags.ts';
import { useProfile } from '../../lib/session.ts';
import { NAV_ITEMS, PIPELINE_NAV, showsPipelines } from './nav-items.ts';
import { SubsidiarySelect, showsSubsidiarySelect } from './SubsidiarySelect.tsx';

function isActive(pathname: string, to: string, also: string[] = []): boolean {
  return [to, ...also].some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

function NavItems({ items, pathname }: { items: typeof NAV_ITEMS; pathname: string }) {
  return (
    <Stack gap={4}>
      {items.map((item) => {
        const active = isActive(pathname, item.to, item.alsoActiveOn);
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={<item.icon size={20} stroke={1.6} />}
            rightSection={item.Badge ? <item.Badge /> : undefined}
            active={active}
            aria-current={active ? 'page' : undefined}
            variant="light"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        );
      })}
    </Stack>
  );
}

/** The sidebar: the areas the user may open, and the affiliate selector. */
export function Navbar() {
  const profile = useProfile();
  const { pathname } = useLocation();
  const permissions = profile.role.permissions;
  // docs/design/product-spec.md §6 feature flag sidebar/changeSubsidiarySelect: off hides the
  // selector even with user/changeSubsidiary.
  const showSelector = useFeatureFlag('sidebar/changeSubsidiarySelect');
  return (
    <>
      {/* The section scrolls on a short window, with its scrollbar shown whenever the items do not fit, so it is clear
          there is more below; the day's work and the boards come first (nav-items.ts). */}
      <AppShell.Section grow component={ScrollArea} type="auto" scrollbars="y" p="sm">
        <NavItems items={NAV_ITEMS.filter((item) => item.work && item.visible(permissions))} pathname={pathname} />
        {showsPipelines(permissions) ? (
          <Stack gap={4} my="md" component="nav" aria-label="Meus negócios">
            <Text fz="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
              Meus negócios
            </Text>
            {PIPELINE_NAV.map((p) => {
              const to = `/meus-negocios/${p.slug}`;
              const active = isActive(pathname, to);
              return (
                <NavLink
                  key={p.key}
                  component={Link}
                  to={to}
                  label={p.label}
                  leftSection={<IconGripVertical size={20} stroke={1.6} />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  variant="light"
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              );
            })}
          </Stack>
        ) : null}
        <NavItems items={NAV_ITEMS.filter((item) => !item.work && item.visible(permissions))} pathname={pathname} />
      </AppShell.Section>
      <AppShell.Section p="sm">
        <Divider mb="sm" />
        {showSelector && showsSubsidiarySelect(profile) ? (
          <SubsidiarySelect />
        ) : (
          <Stack gap={0}>
            <Text fz="xs" c="dimmed">
              Filial
            </Text>
            <Text fz="sm" fw={600}>
              {profile.subsidiary.fantasyName}
            </Text>
          </Stack>
        )}
        <Text fz="xs" c="dimmed" mt="sm">
          {profile.company.name}
        </Text>
      </AppShell.Section>
    </>
  );
}
