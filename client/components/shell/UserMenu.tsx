import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { initials } from '../../lib/initials.ts';
import { useProfile } from '../../lib/session.ts';
import { useLogout } from '../../lib/use-logout.ts';

/** The header's account menu: who is signed in, their profile, and sign-out. */
export function UserMenu() {
  const profile = useProfile();
  const logout = useLogout();
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Menu do usuário" p={4} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Group gap="xs" wrap="nowrap">
            <Avatar src={profile.avatarUrl} alt="" radius="xl" size={34} color="blue">
              {initials(profile.name)}
            </Avatar>
            <Text fz="sm" fw={600} visibleFrom="sm" maw={180} truncate>
              {profile.name}
            </Text>
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
        <Menu.Item component={Link} to="/account/profile/me" leftSection={<IconUserCircle size={16} />}>
          Meu perfil
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          Sair
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
