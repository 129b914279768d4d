import { Button, Group, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp, IconDeviceFloppy, IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SimulationResult, TSimulationParsed } from '../../../shared/schemas/simulation.ts';
import { showSuccessToast } from '../../lib/errors.ts';
import { useProfile } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { ButtonLink } from '../RouterLinks.tsx';
import { updateCase } from './case-store.ts';
import { customerMessage } from './offer-message.ts';
import { describeCase, whatsappShareLink } from './simulation-format.ts';
import type { SimulationKind } from './simulation-types.ts';
import { useProposalActions } from './use-proposal-actions.ts';

/** The broker's public simulation page for this kind of case. */
export function publicSimulationUrl(kind: SimulationKind, username: string): string {
  return `${window.location.origin}/simulacao/${kind === 'realty' ? 'imobiliaria' : 'veicular'}/${username}`;
}

interface ResultActionsProps {
  kind: SimulationKind;
  request: TSimulationParsed;
  result: SimulationResult;
  savedId: string | null;
}

/** "Salvar simulação", "Enviar por WhatsApp" and, once saved, "Baixar proposta (PDF)" and a way to its own page. */
export function ResultActions({ kind, request, result, savedId }: ResultActionsProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const proposal = useProposalActions(savedId);
  const save = useMutation(
    trpc.simulation.save.mutationOptions({
      onSuccess: async ({ message, id }) => {
        showSuccessToast(message);
        updateCase(kind, { savedId: id });
        await queryClient.invalidateQueries(trpc.simulation.list.pathFilter());
      },
    }),
  );
  const summary = describeCase({ ...request, deadline: result.termMonths });
  // Unsaved, the message links to the broker's simulator; saved, to the proposal's public page (see useProposalActions).
  const whatsapp = whatsappShareLink(
    request.customer.cellphone,
    customerMessage({ customerName: request.customer.name, summary }, result.eligible[0], { kind: 'simulator', url: publicSimulationUrl(kind, profile.username) }),
  );
  const sendSaved = () => void proposal.sendWhatsapp({ customerName: request.customer.name, cellphone: request.customer.cellphone, summary, best: result.eligible[0] });

  return (
    <Group gap="sm" wrap="wrap">
      <Button leftSection={<IconDeviceFloppy size={18} />} onClick={() => save.mutate(request)} loading={save.isPending} disabled={!!savedId} variant={savedId ? 'light' : 'filled'}>
        {savedId ? 'Simulação salva' : 'Salvar simulação'}
      </Button>
      {savedId ? (
        <Button color="green" variant="light" leftSection={<IconBrandWhatsapp size={18} />} onClick={sendSaved} loading={proposal.sharing}>
          Enviar por WhatsApp
        </Button>
      ) : (
        <Button component="a" href={whatsapp} target="_blank" rel="noopener noreferrer" color="green" variant="light" leftSection={<IconBrandWhatsapp size={18} />}>
          Enviar por WhatsApp
        </Button>
      )}
      <Tooltip label="Salve a simulação para baixar a proposta" disabled={!!savedId}>
        <Button
          variant="default"
          leftSection={<IconFileTypePdf size={18} />}
          onClick={() => void proposal.downloadPdf()}
          loading={proposal.downloading}
          // data-disabled rather than disabled: the tooltip still explains why on hover and focus.
          data-disabled={!savedId || undefined}
          aria-disabled={!savedId}
        >
          Baixar proposta (PDF)
        </Button>
      </Tooltip>
      {savedId ? (
        <ButtonLink to="/simulations/$simulationId" params={{ simulationId: savedId }} variant="subtle" leftSection={<IconExternalLink size={18} />}>
          Abrir simulação salva
        </ButtonLink>
      ) : null}
    </Group>
  );
}
