import { Anchor, AppShell, Box, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { usePoliciesPrompt } from '../../lib/policies-prompt.ts';
import { sessionEndReason, useSession } from '../../lib/session.ts';
import { useProfileSync } from '../../lib/use-profile-sync.ts';
import { ColorSchemeToggle } from '../ColorSchemeToggle.tsx';
import { Logo } from '../Logo.tsx';
import { SiteFooter } from '../SiteFooter.tsx';
import { Navbar } from './Navbar.tsx';
import { NotificationsMenu } from './NotificationsMenu.tsx';
import { SkipLink } from './SkipLink.tsx';
import { UserMenu } from './UserMenu.tsx';

// The terms dialog (a form validated by a zod schema) shows only to whom has not accepted the terms yet: it loads
// when it opens, not with every private page (bundle budget, docs/performance.md); once loaded it stays mounted.
const PoliciesModal = lazy(() => import('../PoliciesModal.tsx').then((m) => ({ default: m.PoliciesModal })));

function PoliciesPrompt() {
  const opened = usePoliciesPrompt();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (opened) setLoaded(true);
  }, [opened]);
  return opened || loaded ? (
    <Suspense fallback={null}>
      <PoliciesModal />
    </Suspense>
  ) : null;
}

/** The sidebar's id, which the burger names as what it controls (aria-controls). */
const NAVBAR_ID = 'menu-principal';

/** The signed-in shell: header, sidebar (a drawer behind the burger on small screens) and the page. */
export function AppLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const router = useRouter();
  const location = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  useProfileSync();

  // The session ended (logout here or in another tab, refresh refused): leave the private area, once.
  const leaving = useRef(false);
  useEffect(() => {
    if (session) {
      leaving.current = false;
      return;
    }
    if (leaving.current) return;
    leaving.current = true;
    const here = router.state.location.href;
    const keepPlace = sessionEndReason() !== 'logout' && !here.startsWith('/login');
    void navigate({ to: '/login', search: keepPlace ? { redirect: here } : {}, replace: true });
  }, [session, navigate, router]);

  // Following a link in the mobile drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useEffect(() => close(), [location.pathname, close]);

  // Escape closes the open drawer, as it does a dialog, and the focus goes back to the burger that opened it.
  const burger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      close();
      burger.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [opened, close]);

  if (!session) return null;
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding={{ base: 'sm', sm: 'lg' }}>
      <SkipLink targetId="conteudo" />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger ref={burger} opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={opened ? 'Fechar menu' : 'Abrir menu'} aria-expanded={opened} aria-controls={NAVBAR_ID} />
            <Anchor component={Link} to="/account/dashboard" underline="never" c="inherit" aria-label="Crédito — página inicial">
              <Logo />
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <NotificationsMenu />
            <ColorSchemeToggle />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id={NAVBAR_ID} aria-label="Menu principal">
        <Navbar />
      </AppShell.Navbar>
      <AppShell.Main>
        <Box id="conteudo" tabIndex={-1} maw={1280} mx="auto" style={{ outline: 'none' }}>
          <Outlet />
          <SiteFooter compact />
        </Box>
      </AppShell.Main>
      <PoliciesPrompt />
    </AppShell>
  );
}
