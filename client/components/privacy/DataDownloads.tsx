import { Button, Group } from '@mantine/core';
import { IconFileTypePdf, IconJson } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../lib/download.ts';

/** "Baixar em PDF" and "Baixar em JSON" of a data subject's file (LGPD art. 18 II), from a REST path without extension. */
export function DataDownloads({ basePath, fileName }: { basePath: string; fileName: string }) {
  const download = useMutation({
    mutationFn: (format: 'pdf' | 'json') => downloadFile(`${basePath}.${format}`, `${fileName}.${format}`),
    meta: { fallback: 'Não foi possível baixar os dados agora. Tente novamente' },
  });
  return (
    <Group gap="sm">
      <Button variant="light" leftSection={<IconFileTypePdf size={18} />} loading={download.isPending && download.variables === 'pdf'} onClick={() => download.mutate('pdf')}>
        Baixar em PDF
      </Button>
      <Button variant="default" leftSection={<IconJson size={18} />} loading={download.isPending && download.variables === 'json'} onClick={() => download.mutate('json')}>
        Baixar em JSON
      </Button>
    </Group>
  );
}
