import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/**
 * Light/dark switch; Mantine's colour-scheme manager persists the choice. The hint is the browser's own (`title`):
 * a Mantine Tooltip would bring the floating-ui positioning engine (~19 kB gzip) into the login page's first load
 * for this one hint (bundle budget, docs/performance.md).
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon variant="default" size="lg" aria-label="Alternar tema" title={next === 'dark' ? 'Tema escuro' : 'Tema claro'} onClick={() => setColorScheme(next)}>
      {computed === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
    </ActionIcon>
  );
}
