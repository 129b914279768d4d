import { Box, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { formatDateTime } from '../../../../../../shared/format.ts';
import { refocusIfLost } from '../../../../../lib/refocus.ts';
import { useTRPC } from '../../../../../lib/trpc.ts';
import { Section } from './Section.tsx';

const ACTION: Record<string, string> = {
  'deal.view': 'abriu o negócio',
  'deal.tracking_view': 'abriu o link de acompanhamento',
  'deal.document_download': 'baixou um documento',
  'deal.document_upload': 'enviou um documento',
};

/** Who accessed this deal's personal data and when (LGPD): for administrators, loaded on demand. */
export function AccessLog({ dealId }: { dealId: string }) {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const log = useQuery(trpc.dataSubject.dealAccessLog.queryOptions({ dealId }, { enabled: open }));
  // The button gives way to the list: the keyboard's focus goes to what replaced it, not to the page's top.
  const shown = useRef<HTMLDivElement>(null);
  const show = () => {
    setOpen(true);
    refocusIfLost(() => shown.current);
  };
  return (
    <Section title="Acessos aos dados" id="acessos">
      {!open ? (
        <Button variant="subtle" onClick={show}>
          Ver quem acessou
        </Button>
      ) : (
        <Box ref={shown} tabIndex={-1} aria-live="polite" style={{ outline: 'none' }}>
          {log.data ? (
            log.data.length ? (
              <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Acessos">
                {log.data.map((a) => (
                  <li key={a.id}>
                    <Text fz="sm">
                      <strong>{a.who}</strong> {ACTION[a.action] ?? a.action}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {formatDateTime(a.at)}
                      {a.ip ? ` · IP ${a.ip}` : ''}
                    </Text>
                  </li>
                ))}
              </Stack>
            ) : (
              <Text fz="sm" c="dimmed">
                Nenhum acesso registrado.
              </Text>
            )
          ) : (
            <Text fz="sm" c="dimmed">
              Carregando…
            </Text>
          )}
        </Box>
      )}
    </Section>
  );
}
