import { IconBriefcase } from '@tabler/icons-react';
import { can } from '../../../shared/permissions.ts';
import { useProfile } from '../../lib/session.ts';
import { ButtonLink } from '../RouterLinks.tsx';
import { useSimulationCase } from './case-store.ts';
import type { SimulationKind } from './simulation-types.ts';

/**
 * "Criar negócio" from a simulation result: the deal wizard opens prefilled with the case and the offer's
 * product. A saved simulation travels by its id (the deal keeps it attached); an unsaved one is read back from the
 * workspace's stored case by `from` — the customer's data never goes into the address.
 */
export function CreateDealButton({ kind, productId, simulationId }: { kind: SimulationKind; productId?: string | null; simulationId?: string }) {
  const permissions = useProfile().role.permissions;
  const stored = useSimulationCase(kind);
  // A saved simulation shown on its own page passes its id; the workspace's case is used otherwise.
  const savedId = simulationId ?? stored.savedId;
  if ((!savedId && !stored.request) || !can(permissions, 'deal', 'create')) return null;
  const search = { ...(savedId ? { simulationId: savedId } : { from: kind }), ...(productId ? { productId } : {}) };
  return (
    <ButtonLink to="/deal/new" search={search} variant="light" leftSection={<IconBriefcase size={16} />}>
      Criar negócio
    </ButtonLink>
  );
}
