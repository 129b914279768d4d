import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect } from 'react';
import { COURSE_CATEGORIES, COURSE_CATEGORY, COURSE_LIMITS } from '../../../../../shared/courses.ts';
import { can } from '../../../../../shared/permissions.ts';
import { ZCourseInput } from '../../../../../shared/schemas/courses.ts';
import { IntegerInput } from '../../../../components/NumberFields.tsx';
import { applyFieldErrors, handleError, showSuccessToast } from '../../../../lib/errors.ts';
import { zodResolver } from '../../../../lib/form.ts';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { useExclusiveMutation } from '../../../../lib/use-exclusive.ts';
import type { CourseItem } from './courses-search.ts';

interface Values {
  title: string;
  description: string;
  linkUrl: string;
  durationMinutes: number | string;
  category: string | null;
  mandatory: boolean;
  validityMonths: number | string;
  global: boolean;
}

const categoryOptions = COURSE_CATEGORIES.map((value) => ({ value, label: COURSE_CATEGORY[value] }));
const numberOrUndefined = (v: number | string) => (v === '' ? undefined : Number(v));
const toInput = (v: Values) => ({
  ...v,
  category: v.category ?? undefined,
  durationMinutes: numberOrUndefined(v.durationMinutes),
  validityMonths: v.validityMonths === '' ? null : Number(v.validityMonths),
});
const check = zodResolver(ZCourseInput, toInput);

function valuesOf(c: CourseItem | null, global: boolean): Values {
  return {
    title: c?.title ?? '',
    description: c?.description ?? '',
    linkUrl: c?.linkUrl ?? '',
    durationMinutes: c?.durationMinutes ?? '',
    category: c?.category ?? null,
    mandatory: c?.mandatory ?? false,
    validityMonths: c?.validityMonths ?? '',
    global: c?.global ?? global,
  };
}

/** Create or edit a course; the "global" switch only for those who keep the platform's courses (the master). */
export function CourseFormModal({ opened, editing, onClose }: { opened: boolean; editing: CourseItem | null; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const permissions = useProfile().role.permissions;
  const canGlobal = can(permissions, 'course', 'manageGlobal');
  const canCompany = can(permissions, 'course', 'manage');
  const form = useForm<Values>({ initialValues: valuesOf(null, false) });
  const { setValues } = form;
  useEffect(() => {
    if (opened) setValues(valuesOf(editing, canGlobal && !canCompany));
  }, [opened, editing, canGlobal, canCompany, setValues]);

  const done = async ({ message }: { message: string }) => {
    showSuccessToast(message);
    await queryClient.invalidateQueries(trpc.courses.pathFilter());
    onClose();
  };
  const onError = (error: unknown) => {
    if (!applyFieldErrors(form, error)) handleError(error);
  };
  const create = useExclusiveMutation(trpc.courses.create.mutationOptions({ meta: { silent: true }, onSuccess: done, onError }));
  const update = useMutation(trpc.courses.update.mutationOptions({ meta: { silent: true }, onSuccess: done, onError }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.getValues();
    const errors = check(values);
    if (Object.keys(errors).length) return form.setErrors(errors);
    const input = ZCourseInput.parse(toInput(values));
    if (editing) update.mutate({ id: editing.id, data: input });
    else create.mutate(input);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={editing ? 'Editar curso' : 'Novo curso'} size="lg">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput label="Título" aria-required maxLength={COURSE_LIMITS.titleMax} data-autofocus {...form.getInputProps('title')} />
          <Textarea
            label="Descrição"
            description="O conteúdo do curso e o que a pessoa aprende"
            aria-required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={COURSE_LIMITS.descriptionMax}
            {...form.getInputProps('description')}
          />
          <TextInput label="Link do vídeo ou material" description="Opcional; apenas endereços https://" placeholder="https://" inputMode="url" {...form.getInputProps('linkUrl')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <IntegerInput label="Duração (minutos)" aria-required {...form.getInputProps('durationMinutes')} />
            <Select label="Categoria" placeholder="Selecione uma opção" data={categoryOptions} allowDeselect={false} aria-required {...form.getInputProps('category')} />
            <IntegerInput label="Validade do certificado (meses)" description="Vazio: não vence" {...form.getInputProps('validityMonths')} />
          </SimpleGrid>
          <Switch label="Obrigatório para todos" {...form.getInputProps('mandatory', { type: 'checkbox' })} />
          {canGlobal ? <Switch label="Curso global (todas as empresas da plataforma)" disabled={!canCompany} {...form.getInputProps('global', { type: 'checkbox' })} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              Salvar curso
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
