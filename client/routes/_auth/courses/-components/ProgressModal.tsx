import { Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect } from 'react';
import { ZCourseProgressRequest } from '../../../../../shared/schemas/courses.ts';
import { IntegerInput } from '../../../../components/NumberFields.tsx';
import { applyFieldErrors, handleError, showSuccessToast } from '../../../../lib/errors.ts';
import { zodResolver } from '../../../../lib/form.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import type { CourseItem } from './courses-search.ts';

interface Values {
  id: string;
  percent: number | string;
}

const toInput = (v: Values) => ({ id: v.id, percent: v.percent === '' ? undefined : Number(v.percent) });
const check = zodResolver(ZCourseProgressRequest, toInput);

/** How far the user is in a course (0–100 %); 100 % completes it. */
export function ProgressModal({ course, opened, onClose }: { course: CourseItem; opened: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<Values>({ initialValues: { id: course.id, percent: course.progress.percent } });
  const { setValues } = form;
  useEffect(() => {
    if (opened) setValues({ id: course.id, percent: course.progress.percent });
  }, [opened, course.id, course.progress.percent, setValues]);

  const save = useMutation(
    trpc.courses.setProgress.mutationOptions({
      meta: { silent: true },
      onSuccess: async ({ message }) => {
        showSuccessToast(message);
        await queryClient.invalidateQueries(trpc.courses.pathFilter());
        onClose();
      },
      onError: (error) => {
        if (!applyFieldErrors(form, error)) handleError(error);
      },
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.getValues();
    const errors = check(values);
    if (Object.keys(errors).length) return form.setErrors(errors);
    save.mutate(ZCourseProgressRequest.parse(toInput(values)));
  };
  const percent = Number(form.getValues().percent) || 0;

  return (
    <Modal opened={opened} onClose={onClose} title="Atualizar progresso">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {course.title}
          </Text>
          <IntegerInput label="Progresso (%)" description="De 0 a 100. Em 100 % o curso fica concluído." data-autofocus {...form.getInputProps('percent')} />
          <Slider
            value={Math.min(100, Math.max(0, percent))}
            onChange={(v) => form.setFieldValue('percent', v)}
            step={5}
            marks={[{ value: 25 }, { value: 50 }, { value: 75 }]}
            label={(v) => `${v} %`}
            thumbLabel="Progresso em porcentagem"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={save.isPending}>
              Salvar progresso
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
