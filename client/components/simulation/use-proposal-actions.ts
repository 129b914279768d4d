import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SimulationOffer } from '../../../shared/schemas/simulation.ts';
import { downloadFile } from '../../lib/download.ts';
import { handleError } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { customerMessage } from './offer-message.ts';
import { whatsappShareLink } from './simulation-format.ts';

interface ProposalCase {
  customerName: string;
  cellphone: string | null | undefined;
  summary: string;
  best: SimulationOffer | undefined;
}

/**
 * What a saved simulation sends: its public proposal link (the live one, or a new one), in the WhatsApp text and in
 * the PDF. Both ask for the link first, so what the customer opens is the saved proposal, not the generic simulator.
 */
export function useProposalActions(savedId: string | null) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const share = useMutation(
    trpc.simulation.shareLink.mutationOptions({
      onSuccess: async () => {
        if (savedId) await queryClient.invalidateQueries(trpc.simulation.get.queryFilter({ id: savedId }));
      },
    }),
  );

  const sendWhatsapp = async (c: ProposalCase) => {
    if (!savedId) return;
    try {
      const { url } = await share.mutateAsync({ id: savedId });
      window.open(whatsappShareLink(c.cellphone, customerMessage(c, c.best, { kind: 'proposal', url })), '_blank', 'noopener,noreferrer');
    } catch (error) {
      handleError(error, { fallback: 'Não foi possível criar o link da proposta. Tente novamente' });
    }
  };

  /** The proposal's PDF; `id` for a simulation saved a moment ago (this hook's `savedId` not yet updated). */
  const downloadPdf = async (id: string | null = savedId) => {
    if (!id) return;
    setDownloading(true);
    try {
      await share.mutateAsync({ id });
      await downloadFile(`/api/v1/simulations/${id}/proposal.pdf`, 'proposta.pdf');
    } catch (error) {
      handleError(error, { fallback: 'Não foi possível baixar a proposta. Tente novamente' });
    } finally {
      setDownloading(false);
    }
  };

  return { sendWhatsapp, downloadPdf, downloading, sharing: share.isPending && !downloading };
}
