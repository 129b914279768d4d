import { Button, Group, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp, IconDeviceFloppy, IconFileTypePdf } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SimulationResult, TSimulationParsed } from '../../../shared/schemas/simulation.ts';
import { downloadFile } from '../../lib/download.ts';
import { handleError, showSuccessToast } from '../../lib/errors.ts';
import { firstName } from '../../lib/initials.ts';
import { useProfile } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { updateCase } from './case-store.ts';
import { describeOffer } from './offer-message.ts';
import { describeCase, whatsappShareLink } from './simulation-format.ts';
import type { SimulationKind } from './simulation-types.ts';

/** The broker's public simulation page for this kind of case. */
export function publicSimulationUrl(kind: SimulationKind, username: string): string {
  return `${window.location.origin}/simulacao/${kind === 'realty' ? 'imobiliaria' : 'veicular'}/${username}`;
}

/** The WhatsApp text a broker sends the customer: the case, the best offer, and the broker's own simulator. */
export function customerMessage(request: TSimulationParsed, result: SimulationResult, link: string): string {
  const best = result.eligible[0];
  return [
    `Olá, ${firstName(request.customer.name)}! Segue a sua simulação.`,
    describeCase({ ...request, deadline: result.termMonths }),
    ...(best ? ['', 'Melhor opção:', ...describeOffer(best)] : ['', 'Nenhum banco atende a este caso como está; vamos ajustar juntos.']),
    '',
    `Simule outros valores quando quiser: ${link}`,
  ].join('\n');
}

interface ResultActionsProps {
  kind: SimulationKind;
  request: TSimulationParsed;
  result: SimulationResult;
  savedId: string | null;
}

/** "Salvar simulação", "Enviar por WhatsApp" and, once saved, "Baixar proposta (PDF)". */
export function ResultActions({ kind, request, result, savedId }: ResultActionsProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const [downloading, setDownloading] = useState(false);
  const save = useMutation(
    trpc.simulation.save.mutationOptions({
      onSuccess: async ({ message, id }) => {
        showSuccessToast(message);
        updateCase(kind, { savedId: id });
        await queryClient.invalidateQueries(trpc.simulation.list.pathFilter());
      },
    }),
  );
  const download = async () => {
    if (!savedId) return;
    setDownloading(true);
    try {
      await downloadFile(`/api/v1/simulations/${savedId}/proposal.pdf`, 'proposta.pdf');
    } catch (error) {
      handleError(error, { fallback: 'Não foi possível baixar a proposta. Tente novamente' });
    } finally {
      setDownloading(false);
    }
  };
  const whatsapp = whatsappShareLink(request.customer.cellphone, customerMessage(request, result, publicSimulationUrl(kind, profile.username)));

  return (
    <Group gap="sm" wrap="wrap">
      <Button leftSection={<IconDeviceFloppy size={18} />} onClick={() => save.mutate(request)} loading={save.isPending} disabled={!!savedId} variant={savedId ? 'light' : 'filled'}>
        {savedId ? 'Simulação salva' : 'Salvar simulação'}
      </Button>
      <Button component="a" href={whatsapp} target="_blank" rel="noopener noreferrer" color="green" variant="light" leftSection={<IconBrandWhatsapp size={18} />}>
        Enviar por WhatsApp
      </Button>
      <Tooltip label="Salve a simulação para baixar a proposta" disabled={!!savedId}>
        <Button
          variant="default"
          leftSection={<IconFileTypePdf size={18} />}
          onClick={() => void download()}
          loading={downloading}
          // data-disabled rather than disabled: the tooltip still explains why on hover and focus.
          data-disabled={!savedId || undefined}
          aria-disabled={!savedId}
        >
          Baixar proposta (PDF)
        </Button>
      </Tooltip>
    </Group>
  );
}
