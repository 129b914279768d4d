import { Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ASSOCIATE_TYPE } from '../../../../../../shared/options.ts';
import { AnchorLink } from '../../../../../components/RouterLinks.tsx';
import { CustomerLink } from './CustomerLink.tsx';
import { associateFacts, incomeFacts } from './deal-format.ts';
import type { DealAssociate } from './deal-types.ts';
import { FactList } from './FactList.tsx';
import { Section } from './Section.tsx';

/**
 * Every proponent and seller: person or company, flags, personal data, identity card and incomes — as the deal keeps
 * them — and whether each is linked to the company's customer record (with the action to link when not).
 */
export function DealAssociates({ dealId, associates }: { dealId: string; associates: DealAssociate[] }) {
  return (
    <Section title={associates.length === 1 ? 'Proponente' : 'Proponentes'} id="proponentes">
      {associates.map((a) => (
        <Paper key={a.id} withBorder radius="md" p="md" component="article" aria-label={a.name}>
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" gap="xs">
              <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
                {a.name}
              </Title>
              <Group gap={6}>
                {a.main ? <Badge color="blue">Principal</Badge> : null}
                <Badge variant="light" color="gray">
                  {ASSOCIATE_TYPE[a.type]}
                </Badge>
                <Badge variant="light" color="gray">
                  {a.person_type === 'company' ? 'Pessoa jurídica' : 'Pessoa física'}
                </Badge>
                {a.notify ? (
                  <Badge variant="light" color="teal">
                    Recebe notificações
                  </Badge>
                ) : null}
                <Badge variant="light" color={a.has_restrictions ? 'red' : 'green'}>
                  {a.has_restrictions ? 'Com restrições' : 'Sem restrições'}
                </Badge>
              </Group>
            </Group>
            {a.customer_id ? (
              <AnchorLink to="/customers/$customerId" params={{ customerId: a.customer_id }} fz="sm">
                Ver no cadastro de clientes
              </AnchorLink>
            ) : (
              <CustomerLink dealId={dealId} associate={a} />
            )}
            <FactList facts={associateFacts(a)} />
            {a.incomes.length ? (
              <Stack gap="xs">
                <Divider label={a.incomes.length === 1 ? 'Renda' : 'Rendas'} labelPosition="left" />
                {a.incomes.map((income, i) => (
                  <Stack key={i} gap={4}>
                    {income.main && a.incomes.length > 1 ? (
                      <Text fz="xs" c="blue" fw={600}>
                        Renda principal
                      </Text>
                    ) : null}
                    <FactList facts={incomeFacts(income)} />
                  </Stack>
                ))}
              </Stack>
            ) : (
              <Text fz="sm" c="dimmed">
                Nenhuma renda informada.
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </Section>
  );
}
