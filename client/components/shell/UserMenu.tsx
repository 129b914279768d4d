import { Avatar, Group, Indicator, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconShieldLock, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { LEGAL_PAGES } from '../../../shared/site.ts';
import { useFeatureFlag } from '../../lib/flags.ts';
import { initials } from '../../lib/initials.ts';
import { useProfile } from '../../lib/session.ts';
import { useLogout } from '../../lib/use-logout.ts';
import { ReleasesMenuItem, useUnseenReleases } from './ReleasesMenuItem.tsx';

/** The header's account menu: who is signed in, their profile, and sign-out. */
export function UserMenu() {
  const profile = useProfile();
  const logout = useLogout();
  const news = useUnseenReleases();
  // docs/design/product-spec.md §6 feature flag app/showPrivacyPolicy.
  const showPrivacyPolicy = useFeatureFlag('app/showPrivacyPolicy');
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        {/* Named by its content (WCAG 2.5.3 "label in name": the name shown is part of it), with the purpose for screen
            readers; the initials are decoration. */}
        <UnstyledButton p={4} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Group gap="xs" wrap="nowrap">
            <Indicator color="red" size={10} offset={4} disabled={!news} withBorder>
              <Avatar src={profile.avatarUrl} alt="" radius="xl" size={34} color="blue" aria-hidden>
                {initials(profile.name)}
              </Avatar>
            </Indicator>
            <Text fz="sm" fw={600} visibleFrom="sm" maw={180} truncate>
              {profile.name}
            </Text>
            {/* On a phone the name is not shown, but the button still says whose menu it is. */}
            <VisuallyHidden hiddenFrom="sm">{profile.name}</VisuallyHidden>
            <VisuallyHidden>{news ? ' — Menu do usuário (há novidades)' : ' — Menu do usuário'}</VisuallyHidden>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fz="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {profile.name}
          </Text>
          <Text fz="xs" c="dimmed" truncate>
            {profile.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <ReleasesMenuItem unseen={news} />
        <Menu.Item component={Link} to="/account/profile/me" leftSection={<IconUserCircle size={16} />}>
          Meu perfil
        </Menu.Item>
        {showPrivacyPolicy ? (
          <Menu.Item component={Link} to={LEGAL_PAGES.privacy.path} leftSection={<IconShieldLock size={16} />}>
            {LEGAL_PAGES.privacy.label}
          </Menu.Item>
        ) : null}
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          Sair
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
