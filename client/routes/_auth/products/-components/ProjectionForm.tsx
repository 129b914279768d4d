import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { maskDate } from '../../../../../shared/format.ts';
import { ZIndexProjectionInput } from '../../../../../shared/schemas/index-projections.ts';
import { PROJECTION_INDEXERS } from '../../../../../shared/simulation-options.ts';
import { Checkbox } from '../../../../components/FormControls.tsx';
import { MaskedInput } from '../../../../components/MaskedInput.tsx';
import { PercentInput } from '../../../../components/NumberFields.tsx';
import { applyFieldErrors, showSuccessToast } from '../../../../lib/errors.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { emptyProjection, type ProjectionValues, projectionInput, validateProjection } from './projection-form.ts';

const INDEXER_OPTIONS = PROJECTION_INDEXERS.map((value) => ({ value, label: value }));

/** Adds a projection (or replaces the one of the same index and date); `canManageGlobal` may set the platform's. */
export function ProjectionForm({ canManageGlobal }: { canManageGlobal: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<ProjectionValues>({ initialValues: emptyProjection(), validate: validateProjection });
  const save = useMutation(
    trpc.products.setProjection.mutationOptions({
      onSuccess: async ({ message, projections }) => {
        showSuccessToast(message);
        queryClient.setQueryData(trpc.products.projections.queryKey(), projections);
        form.setValues({ annualProjection: '', source: '' });
        // Indexed offers change with the projection: results computed before it are no longer what a bank quotes.
        await queryClient.invalidateQueries({ queryKey: ['simulation'] });
      },
      onError: (error) => applyFieldErrors(form, error),
    }),
  );
  const submit = form.onSubmit((values) => save.mutate(ZIndexProjectionInput.parse(projectionInput(values))));

  return (
    <form noValidate onSubmit={submit} aria-label="Nova projeção">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <Select label="Índice" placeholder="Selecione" data={INDEXER_OPTIONS} allowDeselect={false} aria-required {...form.getInputProps('indexer')} />
          <PercentInput label="Projeção anual" suffix=" % a.a." placeholder="4,20 % a.a." aria-required {...form.getInputProps('annualProjection')} />
          <TextInput label="Fonte" placeholder="Boletim Focus, BCB" aria-required {...form.getInputProps('source')} />
          <MaskedInput label="Vigente desde" mask={maskDate} inputMode="numeric" placeholder="DD/MM/AAAA" aria-required {...form.getInputProps('validFrom')} />
        </SimpleGrid>
        <Group justify="space-between">
          {canManageGlobal ? <Checkbox label="Projeção da plataforma (vale para todas as empresas)" {...form.getInputProps('global', { type: 'checkbox' })} /> : <span />}
          <Button type="submit" leftSection={<IconPlus size={18} />} loading={save.isPending}>
            Adicionar projeção
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
