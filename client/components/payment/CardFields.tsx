import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconCreditCard, IconLock } from '@tabler/icons-react';
import { CARD_BRANDS, detectBrand } from '../../../shared/card.ts';
import { maskCard, maskExpiry, maskSecurityCode } from '../../../shared/format.ts';
import { MaskedInput } from '../MaskedInput.tsx';
import type { CardValues } from './card-values.ts';

interface CardFieldsProps {
  inputProps: (field: keyof CardValues) => GetInputPropsReturnType;
  /** The number as typed, to name the brand while typing. */
  number: string;
  disabled?: boolean;
}

/**
 * Card number, expiry and security code with the docs/design/product-spec.md §5 masks. The values go to the payment
 * provider's tokenisation only (never to our procedures); `autoComplete` lets the browser fill a saved card.
 */
export function CardFields({ inputProps, number, disabled }: CardFieldsProps) {
  const brand = detectBrand(number);
  return (
    <Stack gap="sm">
      <MaskedInput
        label="Número do cartão"
        mask={maskCard}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="0000 0000 0000 0000"
        leftSection={<IconCreditCard size={18} aria-hidden />}
        rightSection={
          brand ? (
            <Text fz="xs" fw={600} c="dimmed" pr={4}>
              {CARD_BRANDS[brand]}
            </Text>
          ) : null
        }
        rightSectionWidth={brand ? 110 : undefined}
        aria-required
        disabled={disabled}
        {...inputProps('number')}
      />
      {/* Labels may wrap on a phone: inputs line up at the bottom. */}
      <SimpleGrid cols={2} spacing="sm" style={{ alignItems: 'end' }}>
        <MaskedInput label="Validade" mask={maskExpiry} inputMode="numeric" autoComplete="cc-exp" placeholder="MM/AA" aria-required disabled={disabled} {...inputProps('expirationDate')} />
        <MaskedInput
          label="Código de segurança"
          mask={maskSecurityCode}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVV"
          aria-required
          disabled={disabled}
          {...inputProps('securityCode')}
        />
      </SimpleGrid>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconLock size={14} aria-hidden color="var(--mantine-color-dimmed)" style={{ flexShrink: 0, marginTop: 2 }} />
        <Text fz="xs" c="dimmed">
          Os dados do cartão vão direto para o processador de pagamentos. Guardamos apenas a bandeira e os 4 últimos dígitos.
        </Text>
      </Group>
    </Stack>
  );
}

/** Test cards of the sandbox provider, shown while it is the one configured (never with a real provider). */
export function SandboxCardsHint() {
  return (
    <Text fz="xs" c="dimmed">
      Ambiente de testes: use <strong>4111 1111 1111 1111</strong> (aprovado) ou <strong>4000 0000 0000 0002</strong> (recusado), com qualquer validade futura e código de 3 dígitos.
    </Text>
  );
}
