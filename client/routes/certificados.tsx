import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCertificate, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { formatBrazilDate } from '../../shared/courses.ts';
import { ZCertificateCheckRequest } from '../../shared/schemas/courses.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { applyFieldErrors } from '../lib/errors.ts';
import { zodResolver } from '../lib/form.ts';
import { useTRPCClient } from '../lib/trpc.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

export const Route = createFileRoute('/certificados')({
  component: CertificateCheckPage,
});

/**
 * /certificados: anyone holding a course certificate (an employer, a bank) checks it with the code and the name printed
 * on it. The answer says only whether it is genuine, and what it certifies.
 */
function CertificateCheckPage() {
  usePageTitle('Conferir certificado');
  const client = useTRPCClient();
  const form = useForm({ initialValues: { code: '', name: '' }, validate: zodResolver(ZCertificateCheckRequest) });
  const check = useMutation({
    mutationFn: (values: { code: string; name: string }) => client.courses.checkCertificate.query(values),
    onError: (error) => applyFieldErrors(form, error),
  });
  const result = check.data;

  return (
    <AuthCard title="Conferir certificado" description="Digite o código de verificação e o nome da pessoa, como estão impressos no certificado.">
      <Stack gap="md">
        <form
          noValidate
          onSubmit={form.onSubmit((values) => check.mutate(values))}
          onChange={() => {
            if (check.data) check.reset();
          }}
        >
          <Stack gap="md">
            <TextInput
              label="Código de verificação"
              placeholder="K7Q2-9XMD-4RTA"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              leftSection={<IconCertificate size={16} />}
              aria-required
              autoFocus
              {...form.getInputProps('code')}
            />
            <TextInput label="Nome no certificado" autoComplete="off" aria-required {...form.getInputProps('name')} />
            <Button type="submit" size="md" fullWidth loading={check.isPending}>
              Conferir
            </Button>
          </Stack>
        </form>
        {result?.valid === false ? (
          <Alert color="red" variant="light" icon={<IconCircleX />} title="Certificado não encontrado" role="status">
            Nenhum certificado tem este código com este nome. Confira o código (12 letras e números) e o nome, como estão impressos.
          </Alert>
        ) : null}
        {result?.valid ? (
          <Alert
            color={result.expired ? 'yellow' : 'green'}
            variant="light"
            icon={result.expired ? <IconAlertTriangle /> : <IconCircleCheck />}
            title={result.expired ? 'Certificado autêntico, mas vencido' : 'Certificado autêntico'}
            role="status"
          >
            <Text fz="sm">
              Curso <strong>{result.courseTitle}</strong>, com carga horária de {result.durationLabel}, concluído em {formatBrazilDate(result.completedAt)}.
            </Text>
            {result.expiresAt ? (
              <Text fz="sm">
                {result.expired ? 'Venceu em' : 'Válido até'} {formatBrazilDate(result.expiresAt)}.
              </Text>
            ) : null}
          </Alert>
        ) : null}
      </Stack>
    </AuthCard>
  );
}
