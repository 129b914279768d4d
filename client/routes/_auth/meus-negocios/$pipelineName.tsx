import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { pipelineBySlug } from '../../../../shared/pipelines.ts';
import { BoardScreen } from './-components/BoardScreen.tsx';
import { type BoardSearch, boardSearchSchema, prefetchBoard } from './-components/board-search.ts';

export const Route = createFileRoute('/_auth/meus-negocios/$pipelineName')({
  validateSearch: boardSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    const pipeline = pipelineBySlug(params.pipelineName);
    if (pipeline) prefetchBoard(context.queryClient, context.trpc, pipeline.key, deps);
  },
  component: BoardRoute,
});

function BoardRoute() {
  const { pipelineName } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: BoardSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <BoardScreen slug={pipelineName} search={search} onSearchChange={onSearchChange} />;
}
