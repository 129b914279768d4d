import { Alert, Anchor, Box, Button, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { CERTIFICATE_CHECK_PATH, formatBrazilDate } from '../../../../../shared/courses.ts';
import { SITE } from '../../../../../shared/site.ts';
import { LoadError } from '../../../../components/LoadError.tsx';
import { downloadFile } from '../../../../lib/download.ts';
import { handleError } from '../../../../lib/errors.ts';
import { useTRPC } from '../../../../lib/trpc.ts';

/** "Certificado de conclusão": what the PDF states, on screen, and the download of the one-page PDF. */
export function CertificateModal({ courseId, opened, onClose }: { courseId: string; opened: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const cert = useQuery({ ...trpc.courses.certificate.queryOptions({ id: courseId }), enabled: opened });
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(`/api/v1/courses/${courseId}/certificate.pdf`, 'certificado.pdf');
    } catch (error) {
      handleError(error, { fallback: 'Não foi possível baixar o certificado' });
    } finally {
      setDownloading(false);
    }
  };
  const c = cert.data;

  return (
    <Modal opened={opened} onClose={onClose} title="Certificado de conclusão" size="lg">
      {cert.isPending ? <Skeleton height={260} radius="md" aria-busy /> : null}
      {cert.isError && !c ? <LoadError what="o certificado" onRetry={() => void cert.refetch()} /> : null}
      {c ? (
        <Stack gap="md">
          {c.expired ? (
            <Alert color="orange" variant="light" title="Certificado vencido">
              A validade terminou em {c.expiresAt ? formatBrazilDate(c.expiresAt) : ''}. Refaça o curso para receber um novo certificado.
            </Alert>
          ) : null}
          <Box p="xl" ta="center" style={{ border: '3px double var(--mantine-primary-color-filled)', borderRadius: 'var(--mantine-radius-md)' }} data-testid="certificate">
            <Text fz="xs" fw={700} c="var(--mantine-primary-color-filled)" tt="uppercase" style={{ letterSpacing: 3 }}>
              {SITE.name}
            </Text>
            <Title order={2} my="sm">
              Certificado de conclusão
            </Title>
            <Text c="dimmed">Certificamos que</Text>
            <Text fz="xl" fw={700}>
              {c.userName}
            </Text>
            <Text fz="sm" c="dimmed">
              {c.companyName}
            </Text>
            <Text c="dimmed" mt="sm">
              concluiu o curso
            </Text>
            <Text fz="lg" fw={700}>
              {c.courseTitle}
            </Text>
            <Text mt="sm">
              com carga horária de {c.durationLabel}, em {formatBrazilDate(c.completedAt)}.
            </Text>
            {c.expiresAt ? (
              <Text fz="sm" c="dimmed">
                Válido até {formatBrazilDate(c.expiresAt)}.
              </Text>
            ) : null}
            <Text fz="sm" fw={600} mt="lg">
              Código de verificação: {c.code}
            </Text>
            <Text fz="xs" c="dimmed">
              Quem receber o certificado confere a autenticidade em{' '}
              <Anchor component={Link} to={CERTIFICATE_CHECK_PATH} target="_blank" inherit>
                {typeof window === 'undefined' ? '' : window.location.host}
                {CERTIFICATE_CHECK_PATH}
              </Anchor>
              , com o código e o nome.
            </Text>
          </Box>
          <Group justify="flex-end">
            <Button leftSection={<IconDownload size={16} />} loading={downloading} onClick={() => void download()}>
              Baixar PDF
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
