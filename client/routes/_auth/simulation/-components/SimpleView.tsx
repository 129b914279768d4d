import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../../../shared/format.ts';
import { BankName } from '../../../../components/simulation/BankName.tsx';
import { PostFixedBadge } from '../../../../components/simulation/PostFixedBadge.tsx';
import { ResultGate } from '../../../../components/simulation/ResultState.tsx';
import { NoOffers } from './NoOffers.tsx';

function Amount({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={800} lh={1.2}>
        {formatMoney(value)}
      </Text>
    </Stack>
  );
}

/** The short answer: first and last instalment of the best offer, then of each bank that fits (post-fixed ones marked: their instalments follow the index). */
export function SimpleView() {
  return (
    <ResultGate kind="realty">
      {({ result }) => {
        const best = result.eligible[0];
        if (!best) return <NoOffers result={result} />;
        return (
          <Stack gap="lg">
            <Card withBorder radius="lg" padding="lg" style={{ borderColor: 'var(--mantine-color-green-6)', borderWidth: 2 }}>
              <Stack gap="md">
                <Group justify="space-between">
                  <Title order={2} fz="lg" data-result-heading tabIndex={-1} style={{ outline: 'none' }}>
                    Melhor opção
                  </Title>
                  <Group gap="xs">
                    <BankName bank={best.bank} product={best.productName} />
                    {best.postFixed ? <PostFixedBadge /> : null}
                  </Group>
                </Group>
                <SimpleGrid cols={{ base: 1, xs: 2 }}>
                  <Amount label="1ª parcela" value={best.firstInstallment} />
                  <Amount label="Última parcela" value={best.lastInstallment} />
                </SimpleGrid>
              </Stack>
            </Card>
            <Card withBorder radius="lg" padding="md">
              <Table.ScrollContainer minWidth={480}>
                <Table verticalSpacing="sm" striped highlightOnHover>
                  <Table.Caption>Parcelas de cada banco que atende ao caso, da melhor para a pior opção</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Banco</Table.Th>
                      <Table.Th ta="right">1ª parcela</Table.Th>
                      <Table.Th ta="right">Última parcela</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.eligible.map((o) => (
                      <Table.Tr key={o.productId}>
                        <Table.Td>
                          <BankName bank={o.bank} product={`${o.productName} · ${o.table}`} size="sm" />
                          {o.postFixed ? <PostFixedBadge size="sm" /> : null}
                        </Table.Td>
                        <Table.Td ta="right" fw={600}>
                          {formatMoney(o.firstInstallment)}
                        </Table.Td>
                        <Table.Td ta="right" fw={600}>
                          {formatMoney(o.lastInstallment)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
          </Stack>
        );
      }}
    </ResultGate>
  );
}
