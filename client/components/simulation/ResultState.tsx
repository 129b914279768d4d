import { Card, EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SimulationResult, TSimulationParsed } from '../../../shared/schemas/simulation.ts';
import { BankInitialsProvider } from '../catalogue/BankInitials.tsx';
import { LoadError } from '../LoadError.tsx';
import { resultBankNames } from './simulation-format.ts';
import type { SimulationKind } from './simulation-types.ts';
import { useSimulationResult } from './use-simulation.ts';

export function ResultSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Stack gap="md" aria-busy role="status" aria-label="Calculando">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={120} radius="lg" />
      ))}
    </Stack>
  );
}

interface ResultGateProps {
  kind: SimulationKind;
  children: (data: { request: TSimulationParsed; result: SimulationResult; savedId: string | null }) => ReactNode;
}

/** A result view's states: nothing simulated yet, calculating, failed (with retry), or the result. */
export function ResultGate({ kind, children }: ResultGateProps) {
  const { request, savedId, query } = useSimulationResult(kind);
  if (!request) {
    return (
      <Card withBorder radius="lg" padding="xl">
        <EmptyState
          icon={<IconCalculator size={32} stroke={1.5} />}
          withIndicatorBackground
          title="Nenhuma simulação ainda"
          description="Preencha os dados do cliente e do crédito e clique em Simular para comparar os bancos."
        />
      </Card>
    );
  }
  if (query.data) return <BankInitialsProvider names={resultBankNames(query.data)}>{children({ request, result: query.data, savedId })}</BankInitialsProvider>;
  if (query.isError && !query.isFetching) {
    return (
      <Card withBorder radius="lg">
        <LoadError what="a simulação" onRetry={() => void query.refetch()} />
      </Card>
    );
  }
  return <ResultSkeleton />;
}
