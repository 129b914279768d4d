import { useMantineColorScheme } from '@mantine/core';
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { BRAND_COLORS, type BrandColor } from '../../shared/options.ts';
import { useSession } from '../lib/session.ts';

/**
 * The primary colour the app is themed with (account identity): a public page of a broker (or of a company's
 * affiliate link) sets its company's colour while it is open; otherwise the signed-in user's company colour;
 * otherwise the product's blue.
 */
let override: BrandColor | null = null;
const listeners = new Set<() => void>();

export const isBrandColor = (value: unknown): value is BrandColor => typeof value === 'string' && Object.hasOwn(BRAND_COLORS, value);

function setOverride(next: BrandColor | null): void {
  if (override === next) return;
  override = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const DEFAULT_BRAND: BrandColor = 'blue';

/**
 * The brand of a server-rendered public page (its broker's company colour): the server renders with it, and the
 * browser hydrates with it (start.tsx also sets it as the override, which the page's own `useBrandOverride` keeps), so
 * the HTML is themed before any script runs and hydration finds the same CSS variables.
 */
export const BrandSeedContext = createContext<BrandColor | null>(null);

/** start.tsx, before hydrating a server-rendered page: its brand is the override until the page sets its own. */
export function seedBrandOverride(color: BrandColor | null): void {
  setOverride(color);
}

/** The colour to theme with now. */
export function useBrandColor(): BrandColor {
  const seed = useContext(BrandSeedContext);
  const forced = useSyncExternalStore(
    subscribe,
    () => override,
    () => seed,
  );
  const session = useSession();
  const own = session?.user.company?.primaryColor;
  return forced ?? (isBrandColor(own) ? own : DEFAULT_BRAND);
}

/** While the calling page is mounted, the app takes `color` (a company's brand on its public pages). */
export function useBrandOverride(color: string | null | undefined): void {
  useEffect(() => {
    setOverride(isBrandColor(color) ? color : null);
    return () => setOverride(null);
  }, [color]);
}

const SYNCED_KEY = 'credito.color-scheme.synced';

/**
 * Applies the colour scheme the user saved in their account when it changes (a new sign-in, a save on the
 * identity page). A quick switch with the header toggle afterwards stays until the saved preference changes again.
 */
export function ColorSchemeSync(): null {
  const session = useSession();
  const { setColorScheme } = useMantineColorScheme();
  const userId = session?.user.id;
  const saved = session?.user.colorScheme;
  useEffect(() => {
    if (!userId || !saved) return;
    const marker = `${userId}:${saved}`;
    try {
      if (window.localStorage.getItem(SYNCED_KEY) === marker) return;
      window.localStorage.setItem(SYNCED_KEY, marker);
    } catch {
      // Storage blocked: apply every time.
    }
    setColorScheme(saved);
  }, [userId, saved, setColorScheme]);
  return null;
}
