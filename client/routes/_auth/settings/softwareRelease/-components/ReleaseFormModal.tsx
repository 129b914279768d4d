import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect } from 'react';
import { formatDate, maskDate } from '../../../../../../shared/format.ts';
import { RELEASE_LIMITS, RELEASE_TYPE, RELEASE_TYPES } from '../../../../../../shared/releases.ts';
import { ZReleaseInput } from '../../../../../../shared/schemas/releases.ts';
import { brasiliaDay } from '../../../../../../shared/subsidiary-billing.ts';
import { MaskedInput } from '../../../../../components/MaskedInput.tsx';
import { applyFieldErrors, handleError, showSuccessToast } from '../../../../../lib/errors.ts';
import { brDateToIso, zodResolver } from '../../../../../lib/form.ts';
import { useTRPC } from '../../../../../lib/trpc.ts';
import { useExclusiveMutation } from '../../../../../lib/use-exclusive.ts';
import type { ReleaseItem } from './release-types.ts';

interface Values {
  version: string;
  releasedOn: string;
  title: string;
  highlights: string;
  type: string | null;
}

const typeOptions = RELEASE_TYPES.map((value) => ({ value, label: RELEASE_TYPE[value] }));
const toInput = (v: Values) => ({ ...v, releasedOn: brDateToIso(v.releasedOn), type: v.type ?? undefined });
const check = zodResolver(ZReleaseInput, toInput);

function valuesOf(r: ReleaseItem | null): Values {
  return {
    version: r?.version ?? '',
    releasedOn: formatDate(r?.releasedOn ?? brasiliaDay(new Date())),
    title: r?.title ?? '',
    highlights: r?.highlights ?? '',
    type: r?.type ?? 'feature',
  };
}

/** Publish or edit a version's notes (masters). */
export function ReleaseFormModal({ opened, editing, onClose }: { opened: boolean; editing: ReleaseItem | null; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<Values>({ initialValues: valuesOf(null) });
  const { setValues } = form;
  useEffect(() => {
    if (opened) setValues(valuesOf(editing));
  }, [opened, editing, setValues]);

  const done = async ({ message }: { message: string }) => {
    showSuccessToast(message);
    await queryClient.invalidateQueries(trpc.releases.pathFilter());
    onClose();
  };
  const onError = (error: unknown) => {
    if (!applyFieldErrors(form, error)) handleError(error);
  };
  const create = useExclusiveMutation(trpc.releases.create.mutationOptions({ meta: { silent: true }, onSuccess: done, onError }));
  const update = useMutation(trpc.releases.update.mutationOptions({ meta: { silent: true }, onSuccess: done, onError }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.getValues();
    const errors = check(values);
    if (Object.keys(errors).length) return form.setErrors(errors);
    const input = ZReleaseInput.parse(toInput(values));
    if (editing) update.mutate({ id: editing.id, data: input });
    else create.mutate(input);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={editing ? `Editar versão ${editing.version}` : 'Nova versão'} size="lg">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput label="Versão" placeholder="1.6.0" aria-required maxLength={RELEASE_LIMITS.versionMax} data-autofocus {...form.getInputProps('version')} />
            <MaskedInput label="Data" mask={maskDate} inputMode="numeric" placeholder="DD/MM/AAAA" aria-required {...form.getInputProps('releasedOn')} />
            <Select label="Tipo" data={typeOptions} allowDeselect={false} aria-required {...form.getInputProps('type')} />
          </SimpleGrid>
          <TextInput label="Título" aria-required maxLength={RELEASE_LIMITS.titleMax} {...form.getInputProps('title')} />
          <Textarea
            label="Destaques"
            description='Um item por linha, começando com "-"'
            placeholder={'- Primeira novidade\n- Segunda novidade'}
            aria-required
            autosize
            minRows={4}
            maxRows={12}
            maxLength={RELEASE_LIMITS.highlightsMax}
            {...form.getInputProps('highlights')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {editing ? 'Salvar versão' : 'Publicar versão'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
