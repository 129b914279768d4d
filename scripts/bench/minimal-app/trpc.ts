import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
// Type-only: erased at build time, so the copy in a temp dir builds without the server code.
import type { AppRouter } from '../../../server/trpc/app-router.ts';

export const trpcClient = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: '/trpc', transformer: superjson })] });
export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();
