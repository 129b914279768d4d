import { Button, Group } from '@mantine/core';
import { IconBrandWhatsapp, IconDeviceFloppy, IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SimulationResult, TSimulationParsed } from '../../../shared/schemas/simulation.ts';
import { showSuccessToast } from '../../lib/errors.ts';
import { useProfile } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useExclusive } from '../../lib/use-exclusive.ts';
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

/** "Salvar simulação", "Enviar por WhatsApp", "Baixar proposta (PDF)" (saving first) and, once saved, a way to its own page. */
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
  // One save at a time (a double click saved the simulation twice); the PDF of an unsaved one saves it first.
  const exclusive = useExclusive();
  // A failed save has said why (the mutation's own error handling).
  const saveOnce = () => exclusive(() => save.mutateAsync(request).catch(() => null));
  const downloadPdf = async () => {
    if (savedId) return proposal.downloadPdf();
    const saved = await saveOnce();
    if (saved) await proposal.downloadPdf(saved.id);
  };
  const sendSaved = () => void proposal.sendWhatsapp({ customerName: request.customer.name, cellphone: request.customer.cellphone, summary, best: result.eligible[0] });

  return (
    <Group gap="sm" wrap="wrap">
      <Button leftSection={<IconDeviceFloppy size={18} />} onClick={() => void saveOnce()} loading={save.isPending} disabled={!!savedId} variant={savedId ? 'light' : 'filled'}>
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
      {/* Unsaved, the PDF saves the simulation first: the proposal it carries is the saved one's. */}
      <Button variant="default" leftSection={<IconFileTypePdf size={18} />} onClick={() => void downloadPdf()} loading={proposal.downloading}>
        {savedId ? 'Baixar proposta (PDF)' : 'Salvar e baixar proposta (PDF)'}
      </Button>
      {savedId ? (
        <ButtonLink to="/simulations/$simulationId" params={{ simulationId: savedId }} variant="subtle" leftSection={<IconExternalLink size={18} />}>
          Abrir simulação salva
        </ButtonLink>
      ) : null}
    </Group>
  );
}
