import { Button, List, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingSkyscraper, IconCheck, IconUser } from '@tabler/icons-react';
import { isRealtyOperation } from '../../../../shared/schemas/deals.ts';
import { useHydrated } from '../../../app/hydration.ts';
import type { StepProps } from './PublicDealFlow.tsx';
import { firstIncompleteAssociate, personStep, withFirstPersonType } from './public-deal-state.ts';

/** Big, thumb-friendly choice buttons whose labels wrap on small screens. */
const choice = {
  size: 'lg',
  h: 'auto',
  py: 'md',
  variant: 'default',
  radius: 'md',
  justify: 'flex-start',
  styles: { label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.3 }, inner: { justifyContent: 'flex-start' } },
} as const;

/** Step "inicio": what the visitor will be asked, and whether the proposal is for a person or a company. */
export function StartStep({ form, state, update, go, broker, operationType }: StepProps) {
  // The page arrives server-rendered: until its script has taken over, a tap on a choice would be lost, so the
  // choices wait, visibly, for it (a moment on a phone; at once when the page was opened inside the app).
  const ready = useHydrated();
  const start = (personType: 'individual' | 'company') => {
    const values = withFirstPersonType(form.getValues(), personType);
    form.setValues(values);
    update({ values, started: true });
    go(personStep(personType), 0);
  };
  const resume = () => {
    const incomplete = firstIncompleteAssociate(form.getValues());
    if (incomplete >= 0) go(personStep(form.getValues().associates[incomplete].personType), incomplete);
    else go('resumo-proponentes');
  };
  const realty = isRealtyOperation(operationType);
  return (
    <Stack gap="lg">
      <Text>
        Envie sua proposta para {broker.firstName} em poucos minutos. Seus dados vão direto para o atendimento da {broker.companyName}, e você acompanha tudo por um link só seu.
      </Text>
      <List
        spacing="xs"
        size="sm"
        icon={
          <ThemeIcon size={20} radius="xl" variant="light" color="green">
            <IconCheck size={14} />
          </ThemeIcon>
        }
      >
        <List.Item>Dados de quem pede o crédito (CPF ou CNPJ) e a renda</List.Item>
        <List.Item>{realty ? 'Valor do imóvel e do crédito, e o prazo' : 'Veículo, valor do crédito e o prazo'}</List.Item>
        <List.Item>Documentos em PDF, PNG ou JPG (até 2 MB cada; fotos do celular são reduzidas ao enviar): pode enviar agora ou depois</List.Item>
      </List>
      {state.started ? (
        <Button size="md" onClick={resume}>
          Continuar de onde parei
        </Button>
      ) : null}
      <Stack gap="xs">
        <Text fw={600}>A proposta é para:</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button {...choice} disabled={!ready} leftSection={<IconUser size={26} />} onClick={() => start('individual')}>
            <Stack component="span" gap={2}>
              <span>Pessoa física</span>
              <Text component="span" fz="xs" c="dimmed">
                Com CPF
              </Text>
            </Stack>
          </Button>
          <Button {...choice} disabled={!ready} leftSection={<IconBuildingSkyscraper size={26} />} onClick={() => start('company')}>
            <Stack component="span" gap={2}>
              <span>Pessoa jurídica</span>
              <Text component="span" fz="xs" c="dimmed">
                Empresa, com CNPJ
              </Text>
            </Stack>
          </Button>
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
