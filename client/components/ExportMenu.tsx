import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../lib/download.ts';

type Filters = Record<string, string | number | undefined | null>;

/** The REST path of an export with the list's filters as its query string (empty ones left out). */
export function exportPath(kind: 'deals' | 'customers' | 'commissions', format: 'csv' | 'xlsx', filters: Filters): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const query = params.toString();
  return `/api/v1/exports/${kind}.${format}${query ? `?${query}` : ''}`;
}

/** "Exportar" → CSV or Excel of the list as filtered on screen (the server applies the same visibility). */
export function ExportMenu({ kind, filters }: { kind: 'deals' | 'customers' | 'commissions'; filters: Filters }) {
  const download = useMutation({
    mutationFn: (format: 'csv' | 'xlsx') => downloadFile(exportPath(kind, format, filters), `${kind}.${format}`),
    meta: { fallback: 'Não foi possível exportar agora. Tente novamente' },
  });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={18} />} loading={download.isPending}>
          Exportar
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Com os filtros atuais</Menu.Label>
        <Menu.Item leftSection={<IconFileSpreadsheet size={18} />} onClick={() => download.mutate('xlsx')}>
          Planilha Excel (.xlsx)
        </Menu.Item>
        <Menu.Item leftSection={<IconFileTypeCsv size={18} />} onClick={() => download.mutate('csv')}>
          CSV (separado por ;)
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
