import { Badge, Menu } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { can } from '../../../shared/permissions.ts';
import { useProfile } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** How often the shell looks for a new release while the app stays open. */
const POLL_MS = 10 * 60_000;

/** Whether a release was published since the user last opened the notes (the "Novidades" dot). */
export function useUnseenReleases(): boolean {
  const trpc = useTRPC();
  const allowed = can(useProfile().role.permissions, 'release', 'view');
  const query = useQuery({ ...trpc.releases.unseen.queryOptions(undefined, { refetchInterval: POLL_MS, meta: { silent: true } }), enabled: allowed });
  return allowed && !!query.data?.unseen;
}

/** The user menu's link to the release notes, with a "Nova" badge while there is something unseen. */
export function ReleasesMenuItem({ unseen }: { unseen: boolean }) {
  if (!can(useProfile().role.permissions, 'release', 'view')) return null;
  return (
    <Menu.Item
      component={Link}
      to="/settings/softwareRelease"
      leftSection={<IconSparkles size={16} />}
      rightSection={
        unseen ? (
          <Badge size="xs" color="red" variant="filled">
            Nova
          </Badge>
        ) : null
      }
      aria-label={unseen ? 'Novidades (há uma versão nova)' : 'Novidades'}
    >
      Novidades
    </Menu.Item>
  );
}
