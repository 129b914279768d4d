import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FEATURE_FLAG_DEFAULTS, type FeatureFlag, type FeatureFlags } from '../../shared/flags.ts';
import { useTRPC } from './trpc.ts';

/**
 * docs/design/product-spec.md §3 "local persisted state: feature flags": the last answer,
 * so a reload shows the right links at once.
 */
const STORAGE_KEY = 'credito.flags';

function storedFlags(): FeatureFlags {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<FeatureFlags>) : {};
    const flags: FeatureFlags = { ...FEATURE_FLAG_DEFAULTS };
    for (const name of Object.keys(flags) as FeatureFlag[]) if (typeof parsed[name] === 'boolean') flags[name] = parsed[name];
    return flags;
  } catch {
    return { ...FEATURE_FLAG_DEFAULTS };
  }
}

/**
 * The feature flags of docs/design/product-spec.md §6 (server configuration over shared
 * defaults); the stored copy while loading.
 */
export function useFeatureFlags(): FeatureFlags {
  const trpc = useTRPC();
  const { data, isPlaceholderData } = useQuery({
    ...trpc.flags.get.queryOptions(),
    // Flags change only with a server restart: one fetch per page load is plenty.
    staleTime: Infinity,
    placeholderData: storedFlags,
    meta: { silent: true },
  });
  useEffect(() => {
    if (!data || isPlaceholderData) return;
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(data));
    } catch {
      // Storage blocked: the flags still apply to this page.
    }
  }, [data, isPlaceholderData]);
  return data ?? FEATURE_FLAG_DEFAULTS;
}

export function useFeatureFlag(name: FeatureFlag): boolean {
  return useFeatureFlags()[name];
}
