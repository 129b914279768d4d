import { Alert, Badge, Divider, Drawer, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { COMMISSION_SOURCE, type CommissionSource } from '../../../../../shared/commissions.ts';
import { formatDateTime, maskPlate } from '../../../../../shared/format.ts';
import { PRODUCT_TYPE } from '../../../../../shared/options.ts';
import { can } from '../../../../../shared/permissions.ts';
import { LeaveWithoutSavingModal, useLeaveGuard } from '../../../../components/LeaveWithoutSaving.tsx';
import { LoadError } from '../../../../components/LoadError.tsx';
import { AnchorLink } from '../../../../components/RouterLinks.tsx';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { AgreementForm, FlowActions } from './CommissionForms.tsx';
import { formatCents, formatDay, formatRate, STATUS_COLOR, statusLabel } from './commissions-format.ts';
import type { CommissionDetail } from './commissions-search.ts';
import { Transactions } from './Transactions.tsx';
import { UnsavedFormsProvider, useUnsavedForms } from './unsaved-forms.tsx';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a label and its value, not a form part: a fieldset would bring a form's frame
    <div role="group" aria-label={label}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={500}>
        {children}
      </Text>
    </div>
  );
}

/**
 * The side panel of one commission: the figures, the flow, the agreement and the transactions. It is open while the
 * URL names the commission, so closing it (Esc, the close button, a click outside) is a navigation: with something
 * typed in one of its forms and not saved, the same question as the deal editor's ("Sair sem salvar?") comes first.
 */
export function CommissionDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const trpc = useTRPC();
  const detail = useQuery(trpc.commissions.get.queryOptions({ id: id ?? '' }, { enabled: !!id, meta: { silent: true } }));
  const title = detail.data ? `Comissão do negócio nº ${detail.data.deal.number}` : 'Comissão';
  const forms = useUnsavedForms();
  const guard = useLeaveGuard(forms.unsaved);
  return (
    <>
      <Drawer
        opened={!!id}
        onClose={() => {
          // Esc reaches every open dialog: while the question is open, it answers the question (stay), not the panel.
          if (guard.status === 'blocked') return;
          // Closed once the key press has reached every listener: the question it may open would otherwise be open
          // already when Mantine hands the same Esc to it, and take it as "Continuar editando" at once.
          setTimeout(onClose);
        }}
        position="right"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Fechar' }}
        title={
          <Title order={2} fz="h4">
            {title}
          </Title>
        }
      >
        <UnsavedFormsProvider value={forms.checks}>
          {detail.data ? (
            <CommissionPanel c={detail.data} />
          ) : detail.isError ? (
            <LoadError what="a comissão" onRetry={() => void detail.refetch()} />
          ) : (
            <Stack gap="sm" aria-busy aria-label="Carregando">
              <Skeleton height={80} />
              <Skeleton height={200} />
            </Stack>
          )}
        </UnsavedFormsProvider>
      </Drawer>
      <LeaveWithoutSavingModal guard={guard} what="nesta comissão" />
    </>
  );
}

function CommissionPanel({ c }: { c: CommissionDetail }) {
  const manage = can(useProfile().role.permissions, 'commission', 'manage');
  const names = (ids: string[]) => ids.map((id) => c.bankNames[id] ?? 'banco removido').join(', ');
  const banks = [
    c.banks.chosen ? `Escolhido: ${names([c.banks.chosen])}` : null,
    c.banks.preferred ? `Preferido: ${names([c.banks.preferred])}` : null,
    c.banks.inAnalysis.length ? `Em análise: ${names(c.banks.inAnalysis)}` : null,
    c.banks.approved.length ? `${c.banks.approved.length === 1 ? 'Aprovado' : 'Aprovados'}: ${names(c.banks.approved)}` : null,
  ].filter((line): line is string => line !== null);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Badge color={STATUS_COLOR[c.status]} size="lg" variant="light" aria-label={`Status: ${statusLabel(c.status)}`}>
            {statusLabel(c.status)}
          </Badge>
          <Text fz="xs" c="dimmed">
            Desde {formatDateTime(c.statusChangedAt)}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text fz="xs" c="dimmed">
            Comissão
          </Text>
          <Text fz={26} fw={700} lh={1.1}>
            {formatCents(c.commissionAmountCents)}
          </Text>
        </Stack>
      </Group>
      {c.status === 'CANCELED' && c.cancelReason ? (
        <Alert color="red" variant="light" icon={<IconBan />} title="Comissão cancelada">
          {c.cancelReason}
        </Alert>
      ) : null}
      <SimpleGrid cols={2} spacing="sm">
        <Fact label="Negócio">
          <AnchorLink to="/deal/$dealId" params={{ dealId: c.deal.id }}>
            Nº {c.deal.number} · {c.deal.customerName ?? '—'}
          </AnchorLink>
        </Fact>
        <Fact label="Operação">{PRODUCT_TYPE[c.deal.operationType as keyof typeof PRODUCT_TYPE] ?? c.deal.operationType}</Fact>
        <Fact label="Valor aprovado">{formatCents(c.approvedValueCents)}</Fact>
        <Fact label="Taxa">{formatRate(c.ratePercent)}</Fact>
        <Fact label="Fonte">{COMMISSION_SOURCE[c.source as CommissionSource] ?? c.source}</Fact>
        <Fact label="Vencimento">{formatDay(c.dueDate)}</Fact>
        <Fact label="Banco">{c.bank?.name ?? '—'}</Fact>
        <Fact label="Bancos do caso">
          {banks.length
            ? banks.map((line) => (
                <Text key={line} span display="block" fz="sm">
                  {line}
                </Text>
              ))
            : '—'}
        </Fact>
        <Fact label="Nota fiscal">{c.invoiceNumber ?? '—'}</Fact>
        <Fact label="Pago em">{c.paidAt ? formatDay(new Date(c.paidAt).toISOString()) : '—'}</Fact>
        {c.vehiclePlate ? <Fact label="Placa do veículo">{maskPlate(c.vehiclePlate)}</Fact> : null}
        <Fact label="Responsável">{c.owner.name}</Fact>
      </SimpleGrid>
      {manage ? <FlowActions c={c} /> : null}
      {manage && c.status !== 'PAID' && c.status !== 'CANCELED' ? (
        <>
          <Divider label="Acordo com o banco" labelPosition="left" />
          <AgreementForm c={c} />
        </>
      ) : null}
      <Divider label="Transações" labelPosition="left" />
      <Transactions c={c} manage={manage} />
    </Stack>
  );
}
