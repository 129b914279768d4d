import type { FeatureFlags } from '../../../shared/flags.ts';
import { publicProcedure, router } from '../../trpc/init.ts';

/**
 * Feature flags of docs/design/product-spec.md §6 (shared/flags.ts defaults, FEATURE_FLAGS
 * overrides). Public: the login page reads them too.
 */
export const flagsRouter = router({
  get: publicProcedure.query(({ ctx }): FeatureFlags => ({ ...ctx.deps.config.featureFlags })),
});
